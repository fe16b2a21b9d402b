import { ALL_CATEGORIES, CATEGORIES, categoryLabel, type CategoryFilter } from '@vastra/domain/catalog';
import { useEffect, useRef } from 'react';
import { cn } from '../../../components/ui/cn';
import { useI18n } from '../../../lib/i18n';

/** A category button: its slug and the shop's name for it. */
export type CategoryChoice = { value: string; name: string };

/** The seed's five, until the search's facets bring the shop's own (a failed search keeps these). */
const DEFAULT_CHOICES: readonly CategoryChoice[] = CATEGORIES.map((value) => ({ value, name: categoryLabel(value) }));

export type CategoryFilterProps = {
  value: CategoryFilter;
  onChange: (filter: CategoryFilter) => void;
  /** The shop's shown categories in order (the search's facets: docs/decisions/097-categories.md). */
  categories?: readonly CategoryChoice[] | undefined;
};

/**
 * docs/rules/catalogue.md#shop: 'Filter by Category' buttons all, then the shop's categories in its order (the seed's:
 * kurti, suits, t-shirt, saree, shorts), each named in lower case as the spec writes them (aria-pressed).
 */
export function CategoryFilterButtons({ value, onChange, categories = DEFAULT_CHOICES }: CategoryFilterProps) {
  const { t } = useI18n();
  const filters = [{ value: ALL_CATEGORIES, name: t('all') }, ...categories];
  const activeRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // On phones the buttons scroll sideways: keep the chosen one in view (e.g. arriving with ?category=saree).
  // Only the row scrolls: scrollIntoView would move the page too, away from a restored scroll position.
  useEffect(() => {
    const list = listRef.current;
    const active = activeRef.current;
    if (!list || !active) return;
    const row = list.getBoundingClientRect();
    const button = active.getBoundingClientRect();
    list.scrollLeft += button.left + button.width / 2 - (row.left + row.width / 2);
  }, [value, categories]);
  return (
    <section aria-labelledby="category-filter-heading">
      <h2 id="category-filter-heading" className="mb-3 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
        {t('Filter by Category')}
      </h2>
      <ul
        ref={listRef}
        className={
          '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] ' +
          'md:mx-0 md:flex-col md:overflow-visible md:px-0'
        }
      >
        {filters.map(({ value: filter, name }) => {
          const active = filter === value;
          return (
            <li key={filter} className="shrink-0">
              <button
                type="button"
                aria-pressed={active}
                ref={active ? activeRef : undefined}
                onClick={() => onChange(filter)}
                className={cn(
                  'min-h-10 rounded-full border px-4 text-sm capitalize transition-colors ' +
                    'md:w-full md:rounded-lg md:border-transparent md:px-3 md:text-left',
                  active
                    ? 'border-ink bg-ink text-paper md:bg-ink'
                    : 'border-line bg-paper text-ink hover:border-ink md:bg-transparent md:hover:bg-sand',
                )}
              >
                {name.toLowerCase()}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
