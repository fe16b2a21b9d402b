import { PHOTO_TEXTS } from '../../../components/ui/photo-message-text';
import type { Translator } from '../../../lib/i18n';
import { knownMessageText, type KnownMessage } from '../../../lib/i18n/known-message';

/**
 * The server's texts of returns a shopper meets (RETURNS_MESSAGES of @vastra/domain/returns, word for word): why the
 * window or a line is closed, why a request is refused, and why a return refunds less. Each as `t` says it
 * (./returns-message-text.test.ts checks them against the domain's).
 */
export const RETURNS_TEXTS: readonly KnownMessage[] = [
  (t, values) => t('Returns and exchanges closed on {on} ({days} day after delivery).', values),
  (t, values) => t('Returns and exchanges closed on {on} ({days} days after delivery).', values),
  (t) => t('This shop does not take returns or exchanges.'),
  (t) => t('Returns and exchanges open once the order is delivered.'),
  (t) => t('This item cannot be returned or exchanged.'),
  (t) => t('All units of this item are already in a request.'),
  (t, values) => t('Only {left} unit of this item can still be sent back.', values),
  (t, values) => t('Only {left} units of this item can still be sent back.', values),
  (t, values) => t('Size {size} is out of stock. Please choose another size or a refund.', values),
  (t) => t('Please choose a different size from the one you have.'),
  (t) => t('Please choose the size you want instead.'),
  (t) => t('A return does not take a new size: choose an exchange for that.'),
  (t) => t('Please tell us where to send your refund: a UPI ID or a bank account.'),
  (t) => t('This order was paid online: the refund goes back to the original payment.'),
  (t) => t('A photo was not found. Please add it again.'),
  (t) => t('Please add at most 3 photos.'),
  (t) => t('Please add a photo of the damage.'),
  (t) => t('That size is not made for this item.'),
  (t) => t('An exchange sends a new size, not money: leave out the refund destination.'),
  (t) => t('That item is not in this order.'),
  (t) => t('Nothing in this order can be returned or exchanged now, so photos cannot be added.'),
  (t, values) => t('Too many requests. Please try again in {n} seconds.', values),
  (t, values) =>
    t("{offer} no longer applies to what you keep, so {amount} of this item's price is not refunded.", values),
  ...PHOTO_TEXTS,
];

/**
 * A returns text of the server's in the shopper's language, its sizes, amounts and offers kept; `day` says a day the
 * text names ('Thu, 3 Dec', as the server writes it) in her language. Any other text as it is.
 */
export function returnsMessageText(
  message: string,
  t: Translator['t'],
  day: (text: string) => string = (text) => text,
): string {
  return knownMessageText(message, RETURNS_TEXTS, t, day);
}
