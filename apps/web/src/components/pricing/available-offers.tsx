import type { AvailableOffer } from '@vastra/domain/api';
import { useI18n } from '../../lib/i18n';

export type AvailableOffersProps = {
  offers: readonly AvailableOffer[];
  /** Taps a coupon's code in (it is then quoted like a typed one). */
  onApply: (code: string) => void;
  /** The code already applied: its offer shows no Apply button. */
  applied: string | null;
};

/**
 * "Available offers" (the quote's `availableOffers`): each with its label and terms (the server's words); a coupon's
 * Apply taps its code in. A disclosure, open on wide screens and closed on a phone until tapped, so the bag's lines
 * stay in view. Its own texts are the domain's PRICING_SHOPPER_MESSAGES, in the shopper's language.
 */
export function AvailableOffers({ offers, onApply, applied }: AvailableOffersProps) {
  const { t } = useI18n();
  if (offers.length === 0) return null;
  const current = applied?.trim().toUpperCase() ?? null;
  return (
    <details
      className="group rounded-[var(--radius-card)] border border-line bg-white p-4 sm:p-5"
      open={typeof window !== 'undefined' && window.matchMedia?.('(min-width: 640px)').matches}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium text-ink">
        <span>
          {t('Available offers')} <span className="text-muted">({offers.length})</span>
        </span>
        <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="mt-3 space-y-3">
        {offers.map((offer) => (
          <li key={offer.id} className="flex items-start justify-between gap-3 border-t border-line pt-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {offer.code && (
                  <span className="mr-2 rounded border border-dashed border-accent px-1.5 py-px font-mono text-xs">
                    {offer.code}
                  </span>
                )}
                {offer.label}
              </p>
              <p className="mt-0.5 text-muted">{offer.terms}</p>
            </div>
            {offer.code && offer.code !== current && (
              <button
                type="button"
                onClick={() => onApply(offer.code ?? '')}
                aria-label={t('Apply {code}', { code: offer.code })}
                className={
                  'shrink-0 rounded-full px-2 py-1 text-sm font-semibold text-accent-dark ' +
                  'underline-offset-4 hover:underline'
                }
              >
                {t('Apply')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
