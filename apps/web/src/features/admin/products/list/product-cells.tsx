import type { AdminProductRow } from '@vastra/domain/api';
import type { ProductStatus } from '@vastra/domain/back-office';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { STATUS_LABELS } from '../product-format';

const STATUS_TONES: Record<ProductStatus, BadgeTone> = { draft: 'neutral', active: 'success', archived: 'dark' };

export function StatusBadge({ status }: { status: ProductStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** Units in stock, then which sizes are out and which are low. */
export function StockSummary({
  row,
}: {
  row: Pick<AdminProductRow, 'totalStock' | 'outOfStockSizes' | 'lowStockSizes'>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="tabular-nums">{row.totalStock.toLocaleString('en-IN')}</span>
      {row.outOfStockSizes.length > 0 && <Badge tone="danger">{`Out: ${row.outOfStockSizes.join(', ')}`}</Badge>}
      {row.lowStockSizes.length > 0 && <Badge tone="accent">{`Low: ${row.lowStockSizes.join(', ')}`}</Badge>}
    </div>
  );
}
