import type { Translator } from '../../lib/i18n';
import { knownMessageText, type KnownMessage } from '../../lib/i18n/known-message';

/**
 * The server's pricing texts a shopper meets (PRICING_MESSAGE_TEMPLATES' refusals of a coupon and its changed total,
 * PRICING_MESSAGES' coupon without a sign-in and order of ₹0, of @vastra/domain/pricing, word for word), each as `t`
 * says it (./pricing-message-text.test.ts checks them against the domain's).
 */
export const PRICING_TEXTS: readonly KnownMessage[] = [
  (t, values) => t("We don't recognise the code {code}. Check it and try again.", values),
  (t, values) => t('The code {code} is not available right now.', values),
  (t, values) => t('The code {code} can be used from {date}.', values),
  (t) => t('This code has expired'),
  (t, values) => t('The code {code} has been fully redeemed.', values),
  (t, values) => t('You have already used the code {code}.', values),
  (t, values) => t('The code {code} is for your first order only.', values),
  (t) => t('For prepaid orders only'),
  (t, values) => t('The code {code} applies to no item in your bag.', values),
  (t, values) => t('Add {amount} more to use {code}', values),
  (t, values) => t('Your bag already has a better offer ({label}), so {code} is not applied.', values),
  (t, values) =>
    t('The total of your bag changed from {shown} to {now}. Check your bag and place the order again.', values),
  (t) => t('Sign in to use a coupon: its uses are counted per shopper.'),
  (t) => t('This order comes to ₹0 after its offers, so it cannot be placed. Add another item to your bag.'),
];

/** A pricing text of the server's in the shopper's language (its codes, amounts and dates kept); any other as it is. */
export function pricingMessageText(message: string, t: Translator['t']): string {
  return knownMessageText(message, PRICING_TEXTS, t);
}
