import { formatRupeesFromRupees } from '../money';

/** The shop settings' texts: why cash on delivery is not offered, as checkout shows it beside the disabled option. */
export const SETTINGS_MESSAGES = {
  overLimit: (limit: number) =>
    `Cash on delivery is available on orders up to ${formatRupeesFromRupees(limit)}. Please pay online.`,
  pinWithoutCod: (pincode: string) => `Cash on delivery is not available at PIN ${pincode}. Please pay online.`,
  notServiceable: (pincode: string) => `We do not deliver to PIN ${pincode} yet.`,
} as const;
