import { useI18n } from '../../../lib/i18n';
import type { HomeProductsProps } from './new-arrivals';
import { ProductCard } from './product-card';
import { SectionHeading } from './section-heading';

/**
 * docs/rules/catalogue.md#home: Our Handpicked Favorites (the home's favourites, picked by the API), a scrolling list
 * with 'Loading' text while loading.
 */
export function HandpickedFavorites({ products, isPending, title }: HomeProductsProps) {
  const { t } = useI18n();
  const picks = products ?? [];
  if (!isPending && picks.length === 0) return null;
  return (
    <section aria-labelledby="favorites-heading" className="bg-sand py-14 sm:py-20">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="favorites-heading"
          eyebrow={t("Editor's choice")}
          title={title ?? t('Our Handpicked Favorites')}
        />
        {isPending ? (
          <p className="py-10 text-center text-muted" role="status">
            {t('Loading')}
          </p>
        ) : (
          <ul
            className={
              '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 ' +
              'pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-4 ' +
              'lg:overflow-visible lg:px-0'
            }
          >
            {picks.map((product) => (
              <li
                key={product._id}
                className="flex w-[40vw] max-w-60 shrink-0 snap-start sm:w-56 lg:w-auto lg:max-w-none"
              >
                <ProductCard product={product} className="w-full" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
