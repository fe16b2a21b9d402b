import { ALL_CATEGORIES, SHOP_SKELETON_CARDS, type CategoryFilter } from '@vastra/domain/catalog';
import { useProducts } from '../api/get-products';
import { useShopFilters } from '../hooks/use-shop-filters';
import { CategoryFilterButtons } from './category-filter';
import { PriceFilter } from './price-filter';
import { ProductCardSkeleton } from './product-card-skeleton';
import { ProductGrid } from './product-grid';

function headingFor(category: CategoryFilter): string {
  return category === ALL_CATEGORIES ? 'All Products' : `Category: ${category}`;
}

/** docs/rules/catalogue.md#shop: category and price filters beside the product grid, from the preloaded list. */
export function ShopPage() {
  const products = useProducts();
  const { category, setCategory, price, setPrice, filtered, isStale } = useShopFilters(products.data);

  return (
    <div
      className={
        'mx-auto w-full max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:grid ' +
        'lg:grid-cols-[15rem_1fr] lg:gap-12 lg:px-8 lg:pt-12'
      }
    >
      <aside
        aria-label="Filters"
        className={
          'mb-8 flex flex-col gap-7 border-b border-line pb-7 lg:sticky lg:top-24 ' +
          'lg:mb-0 lg:self-start lg:border-0 lg:pb-0'
        }
      >
        <CategoryFilterButtons value={category} onChange={setCategory} />
        <PriceFilter value={price} onChange={setPrice} />
      </aside>

      <section aria-labelledby="shop-heading" aria-busy={products.isPending || isStale}>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-2 border-b border-line pb-4">
          <h1 id="shop-heading" className="font-display text-3xl leading-tight sm:text-4xl">
            {headingFor(category)}
          </h1>
          {products.isSuccess && (
            <p className="text-sm text-muted" aria-live="polite">
              {filtered.length === 1 ? '1 product' : `${filtered.length} products`}
            </p>
          )}
        </div>

        {products.isPending && (
          <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: SHOP_SKELETON_CARDS }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        )}
        {products.isError && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
            {`❌ ${products.error.message}`}
          </p>
        )}
        {products.isSuccess && filtered.length === 0 && (
          <p className="py-16 text-center text-muted">No products match your filters.</p>
        )}
        {products.isSuccess && filtered.length > 0 && (
          <ProductGrid
            products={filtered}
            resetKey={filtered}
            className={isStale ? 'opacity-70 transition-opacity' : undefined}
          />
        )}
      </section>
    </div>
  );
}
