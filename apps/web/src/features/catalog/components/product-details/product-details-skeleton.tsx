import { Skeleton } from '../../../../components/ui/skeleton';
import { useI18n } from '../../../../lib/i18n';

/** The product page while the product loads. */
export function ProductDetailsSkeleton() {
  const { t } = useI18n();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14" aria-busy="true">
      <span role="status" className="sr-only">
        {t('Loading product')}
      </span>
      <Skeleton className="aspect-[4/5] w-full rounded-[var(--radius-card)]" />
      <div className="space-y-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-11 w-64" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
