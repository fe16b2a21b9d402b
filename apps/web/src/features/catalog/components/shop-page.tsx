import { ALL_CATEGORIES, categoryLabel, SHOP_SKELETON_CARDS, type CategoryFilter } from '@vastra/domain/catalog';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useI18n, type Translator } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { markResultsShown, useShopFilters } from '../hooks/use-shop-filters';
import { defaultSort, minSliderValue, sliderValue, sortsFor, type ShopQuery } from '@vastra/domain/catalog';
import { useSearchResults } from '../api/search-products';
import { CategoryFilterButtons } from './category-filter';
import { PriceFilter } from './price-filter';
import { ProductCardSkeleton } from './product-card-skeleton';
import { SizeFilter, SortSelect, StockToggle } from './shop-controls';
import { ShopResults } from './shop-results';
import { Alert } from '../../../components/ui/alert';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCategoryNameIn } from '../../../lib/category-names';

// The phone's sheet loads when it is first opened: the first screen does not need it.
const FilterSheet = lazyPart(() => import('./filter-sheet').then((module) => module.default));
// The shop's own filters (fabric, colour…) load after the first screen too (docs/decisions/092-attributes.md).
const AttributeFilters = lazyPart(() => import('./attribute-filters').then((module) => module.default));

function headingFor(t: Translator['t'], query: ShopQuery, category: CategoryFilter, name: string | undefined): string {
  if (query.q) return t('Results for "{q}"', { q: query.q });
  // The heading names the category as its filter button does ("Category: Kurti").
  return category === ALL_CATEGORIES
    ? t('All Products')
    : t('Category: {name}', { name: name ?? categoryLabel(category) });
}

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 lg:grid-cols-3 xl:grid-cols-4';

/**
 * docs/rules/catalogue.md#shop: category, price, size and stock filters beside the results of GET
 * /api/client/search, with a sort; on phones the category row stays and the rest sits in a 'Sort /
 * Filter' sheet. Everything is in the address (docs/decisions/028-shop-state-in-the-address.md).
 */
export function ShopPage() {
  const { t } = useI18n();
  const shop = useShopFilters();
  const { query } = shop;
  const results = useSearchResults(query, shop.cursor);
  const pages = results.data?.pages;
  const first = pages?.[0];
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const moving = shop.price.max !== sliderValue(query) || shop.price.min !== minSliderValue(query);
  const isStale = results.isPlaceholderData || moving;
  const [sheetOpen, setSheetOpen] = useState(false);

  useEffect(() => {
    if (results.isSuccess && !results.isPlaceholderData && !moving) markResultsShown();
  }, [results.isSuccess, results.isPlaceholderData, results.data, moving]);

  const sort = query.sort ?? defaultSort(query);
  // The search lists the shown categories and the chosen one when the shop has it; one it does not is all of them
  // (docs/rules/catalogue.md#shop, docs/decisions/097-categories.md).
  const nameIn = useCategoryNameIn();
  // In the shopper's language: a Hindi page names them as the owner wrote them in Hindi.
  const categories = useMemo(
    () => first?.facets.categories.map((c) => ({ ...c, name: nameIn(c.value, c.name) })),
    [first, nameIn],
  );
  const category = categories && !categories.some((c) => c.value === query.category) ? ALL_CATEGORIES : query.category;
  const categoryName = categories?.find((c) => c.value === category)?.name;
  // The tab says what the heading says: an unknown category is the whole shop's 'Shop'.
  usePageTitle(
    category === ALL_CATEGORIES ? t('Shop') : t('Shop: {name}', { name: categoryName ?? categoryLabel(category) }),
  );
  return (
    <div
      className={
        'mx-auto w-full max-w-7xl px-4 pt-8 pb-20 sm:px-6 md:grid md:grid-cols-[13rem_1fr] ' +
        'md:gap-10 lg:grid-cols-[15rem_1fr] lg:gap-12 lg:px-8 lg:pt-12'
      }
    >
      <aside
        aria-label={t('Filters')}
        className={
          'mb-4 flex flex-col gap-7 md:sticky md:top-24 md:mb-0 md:self-start ' +
          'md:max-h-[calc(100dvh-7rem)] md:overflow-y-auto'
        }
      >
        <CategoryFilterButtons value={category} onChange={shop.setCategory} categories={categories} />
        <div className="hidden flex-col gap-7 md:flex">
          <PriceFilter value={shop.price} onChange={shop.setPrice} />
          {/* Above the lists, which can be long: never below the fold at 1280 × 800. */}
          <StockToggle checked={query.inStock} onChange={shop.setInStock} />
          <SizeFilter sizes={first?.facets.sizes ?? []} chosen={query.sizes} onToggle={shop.toggleSize} />
          {(first?.facets.attributes?.length ?? 0) > 0 && (
            <Suspense fallback={null}>
              <AttributeFilters
                facets={first?.facets.attributes}
                chosen={query.attributes}
                onChange={shop.setAttributes}
              />
            </Suspense>
          )}
        </div>
      </aside>

      <div className="sticky top-16 z-30 -mx-4 mb-6 border-y border-line bg-paper/95 px-4 py-2 backdrop-blur md:hidden">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
          className="min-h-11 w-full rounded-full border border-ink px-4 text-sm font-medium text-ink"
        >
          {t('Sort / Filter')}
        </button>
      </div>
      {sheetOpen && (
        <Suspense fallback={null}>
          <FilterSheet
            query={query}
            facets={first?.facets}
            onClose={() => setSheetOpen(false)}
            onApply={(next) => {
              setSheetOpen(false);
              shop.apply(next);
            }}
          />
        </Suspense>
      )}

      <section aria-labelledby="shop-heading" aria-busy={results.isPending || isStale}>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-line pb-4">
          <div>
            <h1 id="shop-heading" className="font-display text-3xl leading-tight break-words sm:text-4xl">
              {headingFor(t, query, category, categoryName)}
            </h1>
            {first && (
              <p className="mt-1 text-sm text-muted" aria-live="polite">
                {first.total === 1 ? t('1 product') : t('{n} products', { n: first.total })}
              </p>
            )}
          </div>
          <SortSelect value={sort} sorts={sortsFor(query)} onChange={shop.setSort} className="hidden md:flex" />
        </div>

        {results.isPending && (
          <ul className={GRID}>
            {Array.from({ length: SHOP_SKELETON_CARDS }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        )}
        {results.isError && !first && <Alert>{`❌ ${results.error.message}`}</Alert>}
        {first && (
          <ShopResults
            query={query}
            items={items}
            didYouMean={first.didYouMean}
            categories={categories ?? []}
            nextCursor={pages?.at(-1)?.nextCursor ?? null}
            loadingMore={results.isFetchingNextPage}
            onShowMore={() => void results.fetchNextPage()}
            className={GRID + (isStale ? ' opacity-70 transition-opacity' : '')}
          />
        )}
      </section>
    </div>
  );
}
