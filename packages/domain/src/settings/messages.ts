import { formatRupeesFromRupees } from '../money';

/**
 * The shop settings' texts: why cash on delivery is not offered, as checkout shows it beside the disabled option;
 * the demonstration contacts still to replace (the back office) and the policy pages until they are (shoppers);
 * why a delivery or cash-on-delivery fee cannot be saved (the back office and the API's 400).
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
  deliveryFeeInvalid: 'Enter the delivery fee in whole rupees from 0 to 10,000 (0: free delivery).',
  freeAboveInvalid:
    'Enter the order value for free delivery in whole rupees from 1 to 1,00,00,000, or leave it empty to charge ' +
    'the fee on every order.',
  codFeeInvalid: 'Enter the cash on delivery fee in whole rupees from 0 to 10,000 (0: no fee).',
} as const;
