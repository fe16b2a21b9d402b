import type { ServiceabilityResponse } from '@vastra/domain/api';
import { deliveryByText } from '../../../lib/delivery/serviceability';
import { useI18n } from '../../../lib/i18n';

/**
 * The order summary's delivery line, a live region: the spec's 'Estimated delivery: 5–7 working days' until the
 * billing PIN is known, then 'Delivery by Thu, 27 Nov' (or why nothing is delivered there).
 */
export function DeliveryEstimate({ answer }: { answer: ServiceabilityResponse | null }) {
  const { t, language, formatDate } = useI18n();
  const text = answer ? (deliveryByText(answer, { t, language, formatDate }) ?? answer.message ?? null) : null;
  return (
    <p role="status" className="mt-3 flex items-center gap-2 text-xs text-muted">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7z" />
        <circle cx="7" cy="17.5" r="1.5" />
        <circle cx="17" cy="17.5" r="1.5" />
      </svg>
      {text ? (
        <span className="font-medium text-ink">{text}</span>
      ) : (
        // The estimate is the domain's DELIVERY_ESTIMATE.
        t('Estimated delivery: {estimate}', { estimate: t('5–7 working days') })
      )}
    </p>
  );
}
