import { PRICING_MESSAGE_TEMPLATES as T } from './messages';
import type { PricedBasket } from './basket-types';

export type QuoteCheck = { ok: true } | { ok: false; refusal: 'quote-changed'; message: string };

/**
 * Whether the total the shopper was shown still holds (docs/decisions/083-one-pricing-function.md): the server
 * prices the bag again when the order is placed, and a different total (a sale ended, an offer was paused, a code ran
 * out) is refused with both totals rather than charged silently. Nothing is half-applied.
 */
export function checkQuote(shownTotalPaise: number, now: Pick<PricedBasket, 'totalPaise'>): QuoteCheck {
  if (shownTotalPaise === now.totalPaise) return { ok: true };
  return { ok: false, refusal: 'quote-changed', message: T.quoteChanged(shownTotalPaise, now.totalPaise) };
}
