import { categoryLabel } from '@vastra/domain/catalog';
import { useCategories } from './categories-api';

/**
 * The `<option>`s of a category select in the back office: the shop's categories in its order, hidden ones marked
 * (docs/decisions/097-categories.md). While the list loads (or if it fails) the value already chosen stays an
 * option, so a form never loses it.
 */
export function CategoryOptions({ current }: { current?: string | null | undefined }) {
  const list = useCategories();
  const categories = list.data?.categories ?? [];
  const missing = current && !categories.some((c) => c.slug === current);
  return (
    <>
      {missing && <option value={current}>{categoryLabel(current)}</option>}
      {categories.map((category) => (
        <option key={category.slug} value={category.slug}>
          {category.hidden ? `${category.name} (hidden)` : category.name}
        </option>
      ))}
    </>
  );
}

/** The shop's names of its categories, for showing a slug (the product list's column…). */
export function useCategoryNames(): ReadonlyMap<string, string> {
  const list = useCategories();
  return new Map((list.data?.categories ?? []).map((c) => [c.slug, c.name]));
}
