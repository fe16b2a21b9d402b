import { formatRupeesFromRupees } from '../money';

/**
 * The shop settings' texts: why cash on delivery is not offered, as checkout shows it beside the disabled option;
 * the demonstration contacts still to replace (the back office) and the policy pages until they are (shoppers).
 */
export const SETTINGS_MESSAGES = {
  overLimit: (limit: number) =>
    `Cash on delivery is available on orders up to ${formatRupeesFromRupees(limit)}. Please pay online.`,
  pinWithoutCod: (pincode: string) => `Cash on delivery is not available at PIN ${pincode}. Please pay online.`,
  notServiceable: (pincode: string) => `We do not deliver to PIN ${pincode} yet.`,
  demonstrationContacts: (labels: string[]) =>
    `Replace the demonstration details before the shop goes live: ${labels.join(', ')}. ` +
    'Until then a production shop answers its policy pages with “not available yet”.',
  policiesNotReady:
    'This page is not available yet: the shop is still filling in its seller and Grievance officer details. ' +
    'Please try again later.',
} as const;
