import type { ProductStatus, StockReason } from '@vastra/domain/back-office';
import { formatRupees, paise } from '@vastra/domain/money';

export const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

export const REASON_LABELS: Record<StockReason, string> = {
  received: 'Received',
  damaged: 'Damaged',
  correction: 'Correction',
  import: 'Import',
};

/** '₹799.00', or '₹499.00 – ₹899.00' when the sizes differ; '—' without sizes. */
export function formatPriceRange(min: number | null, max: number | null): string {
  if (min === null) return '—';
  if (max === null || max === min) return formatRupees(paise(min));
  return `${formatRupees(paise(min))} – ${formatRupees(paise(max))}`;
}
