import { CATEGORIES, CATEGORY_PREVIEW_LIMIT, categoryLabel, type Category, type Product } from '@vastra/domain/catalog';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCategoryNameIn } from '../../../lib/category-names';
import { useI18n } from '../../../lib/i18n';
import type { Home } from '../api/get-home';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { SectionHeading } from './section-heading';

/** Until the home answers: a preview per seed category (skeletons). */
const DEFAULT_PREVIEWS = CATEGORIES.map((category) => ({ category, name: categoryLabel(category), items: [] }));

export type PopularPicksProps = { previews: Home['previews'] | undefined; isPending: boolean };

/**
 * docs/rules/catalogue.md#home: Popular Picks, a 'Top Picks in {Category}' preview per category with the items the home
 * brought for it. A home that failed to load hides them (docs/rules/catalogue.md#messages: silently ignored on home
 * and previews), rather than telling every category it is empty.
 */
export function PopularPicks({ previews, isPending }: PopularPicksProps) {
  if (!isPending && previews === undefined) return null;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 sm:gap-20 sm:px-6 lg:px-8">
      {(previews ?? DEFAULT_PREVIEWS).map(({ category, name, items }) => (
        <CategoryPreview key={category} category={category} name={name} picks={items} isPending={isPending} />
      ))}
    </div>
  );
}

/** A category's random items with a View All link; skeletons while loading; a note when empty. */
function CategoryPreview({
  category,
  name,
  picks,
  isPending,
}: {
  category: Category;
  name: string;
  picks: readonly Product[];
  isPending: boolean;
}) {
  const { t } = useI18n();
  const label = useCategoryNameIn()(category, name);
  const id = `top-picks-${category}`;
  return (
    <section aria-labelledby={id}>
      <SectionHeading
        id={id}
        eyebrow={t('Popular Picks')}
        title={t('Top Picks in {name}', { name: label })}
        action={
          <Link
            to={paths.shop.getHref(category)}
            className={
              'shrink-0 border-b border-ink pb-0.5 text-sm font-medium text-ink ' +
              'hover:border-accent hover:text-accent'
            }
          >
            {t('View All')}
            <span className="sr-only"> {label}</span>
          </Link>
        }
      />
      {isPending ? (
        <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 lg:grid-cols-4">
          {Array.from({ length: CATEGORY_PREVIEW_LIMIT }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : picks.length === 0 ? (
        <p
          className={
            'rounded-[var(--radius-card)] border border-dashed border-line py-10 ' + 'text-center text-sm text-muted'
          }
        >
          {t('No items found in this category.')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 lg:grid-cols-4">
          {picks.map((product) => (
            <li key={product._id} className="cv-auto flex">
              <ProductCard product={product} className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
