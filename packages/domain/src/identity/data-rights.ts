// The shopper's rights over her data under India's Digital Personal Data Protection Act 2023
// (docs/decisions/114-data-rights.md, docs/retention-policy.md): a copy of her data, her account deleted, and her
// consent to marketing messages recorded and withdrawn as easily as given.

/** The wording she agrees to; its version is stored with every choice, so the record says what she saw. */
export const MARKETING_CONSENT = {
  version: '2026-11-30',
  wording: 'Send me offers and new arrivals by SMS and WhatsApp. I can stop them here at any time.',
} as const;

/** What keeps an account from being deleted: her orders on their way and her returns or exchanges in progress. */
export interface OpenDealings {
  /** Numbers of her orders not yet delivered, cancelled or returned. */
  openOrders: readonly string[];
  /** How many of her return or exchange requests are not finished. */
  openReturns: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const IDENTITY_DATA_RIGHTS_MESSAGES = {
  consentGiven: 'Thank you. We will send you offers and new arrivals.',
  consentWithdrawn: 'Done. We will not send you offers; order updates still reach you.',
  deleted: 'Your account is deleted. Orders and tax documents are kept as the law requires.',
  confirmRequired: 'Tick the box to confirm that you want your account deleted.',
  keptOnDeletion:
    'Deleting your account erases your profile, saved addresses, bag, reviews, messages and marketing choices. ' +
    'Your orders, invoices, credit notes, returns and refunds, with the name, phone and address on them, are kept ' +
    'for as long as India’s GST law requires (72 months after the annual return of their financial year), ' +
    'then erased.',
} as const;

/**
 * Why the account cannot be deleted yet, or null when it can: an order on its way or a return in progress still
 * needs her name, phone and address to reach her.
 */
export function accountDeletionRefusal(open: OpenDealings): string | null {
  const orders = open.openOrders.length;
  const returns = open.openReturns;
  if (orders === 0 && returns === 0) return null;
  const reasons: string[] = [];
  if (orders > 0) {
    const way = orders === 1 ? 'its' : 'their';
    reasons.push(`${plural(orders, 'order is', 'orders are')} still on ${way} way (${open.openOrders.join(', ')})`);
  }
  if (returns > 0) reasons.push(`${plural(returns, 'return or exchange is', 'returns or exchanges are')} in progress`);
  const they = orders + returns === 1 ? 'it is' : 'they are';
  const until =
    returns === 0 ? 'delivered or cancelled' : orders === 0 ? 'complete' : 'delivered, cancelled or complete';
  return `Your account cannot be deleted yet: ${reasons.join(' and ')}. You can delete it once ${they} ${until}.`;
}

/** The file name of her data's copy on `isoDate` (YYYY-MM-DD). */
export const accountDataFileName = (shopName: string, isoDate: string): string =>
  `${
    shopName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'shop'
  }-my-data-${isoDate}.json`;
