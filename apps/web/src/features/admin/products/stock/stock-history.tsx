import { secondOptionLabel } from '@vastra/domain/catalog';
import { formatDateTimeIN } from '@vastra/domain/time';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useStockMovements } from '../api/products-api';
import { REASON_LABELS } from '../product-format';
import { Alert } from '../../../../components/ui/alert';

/** One change's line: "Size M: 5 → 4", or "Size: M · Colour: Red, 5 → 4" for a product with a second option. */
export function movementText(key: string, option2Name: string | null, before: number, after: number): string {
  const label = secondOptionLabel(key, option2Name);
  return label ? `${label}, ${before} → ${after}` : `Size ${key}: ${before} → ${after}`;
}

/** The product's stock changes, newest first, a page at a time. */
export function StockHistory({ productId, option2Name }: { productId: string; option2Name: string | null }) {
  const movements = useStockMovements(productId);
  const items = movements.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="stock-history-heading" className="flex flex-col gap-3">
      <h2 id="stock-history-heading" className="text-lg font-semibold text-ink">
        Stock history
      </h2>
      {movements.isPending ? (
        <Spinner label="Loading stock history" />
      ) : movements.isError && items.length === 0 ? (
        <Alert look="text">Could not load the stock history: {movements.error.message}</Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">No stock changes yet.</p>
      ) : (
        <ul aria-label="Stock changes" className="divide-y divide-line rounded-2xl border border-line bg-white">
          {items.map((m) => (
            <li key={m.id} className="flex flex-col gap-0.5 p-3 text-sm">
              <div className="flex flex-wrap justify-between gap-x-3 text-muted">
                <time dateTime={m.at}>{formatDateTimeIN(m.at)}</time>
                <span>{m.staffName ?? 'System'}</span>
              </div>
              <div className="flex flex-wrap gap-x-3 text-ink">
                <span className="font-medium">{movementText(m.size, option2Name, m.before, m.after)}</span>
                <span>{REASON_LABELS[m.reason]}</span>
              </div>
              {m.note && <p className="text-muted">{m.note}</p>}
            </li>
          ))}
        </ul>
      )}
      {movements.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            loading={movements.isFetchingNextPage}
            onClick={() => void movements.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </section>
  );
}
