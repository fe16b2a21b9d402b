import { Skeleton } from '../../../components/ui/skeleton';

/** A card-shaped placeholder while products load. */
export function ProductCardSkeleton() {
  return (
    <div data-testid="product-card-skeleton" aria-hidden="true" className="flex flex-col gap-2">
      <Skeleton className="aspect-[4/5] w-full rounded-[var(--radius-card)]" />
      <Skeleton className="mt-1 h-3 w-1/3" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
