import type { Product } from '@vastra/domain/catalog';
import { cn } from '../../../components/ui/cn';
import { useI18n } from '../../../lib/i18n';
import { useIncrementalList } from '../hooks/use-incremental-list';
import { ProductCard } from './product-card';

export const GRID_PAGE_SIZE = 24;

export type ProductGridProps = {
  products: readonly Product[];
  /** Changing it starts again from the first page (e.g. the filters). */
  resetKey?: unknown;
  className?: string;
  /** How many leading cards load their image eagerly. */
  priorityCount?: number;
};

/** A responsive card grid that renders 24 cards, then more as the visitor scrolls near the end. */
export function ProductGrid({ products, resetKey, className, priorityCount = 2 }: ProductGridProps) {
  const { t } = useI18n();
  const { visible, hasMore, sentinelRef, showMore } = useIncrementalList(products, GRID_PAGE_SIZE, resetKey);
  return (
    <>
      <ul className={cn('grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 xl:grid-cols-4', className)}>
        {visible.map((product, index) => (
          <li key={product._id} className={index >= GRID_PAGE_SIZE ? 'cv-auto flex' : 'flex'}>
            <ProductCard product={product} priority={index < priorityCount} className="w-full" />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinelRef} className="mt-10 flex justify-center">
          <button
            type="button"
            onClick={showMore}
            className="text-sm text-muted underline underline-offset-4 hover:text-ink"
          >
            {t('Show more products')}
          </button>
        </div>
      )}
    </>
  );
}
