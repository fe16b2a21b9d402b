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

// The shop works in India time whatever the staff member's computer says.
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as India time, e.g. '5 Mar 2026, 2:30 pm'. */
export function formatIstDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
