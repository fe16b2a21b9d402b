import { SETTINGS_MESSAGES } from '../settings';

/** What the serviceability answer tells a shopper about a PIN (COD texts shared with checkout's COD rule). */
export const DELIVERY_MESSAGES = {
  unknownPin: (pincode: string) => `We could not find PIN ${pincode}. Please check it.`,
  notServiceable: SETTINGS_MESSAGES.notServiceable,
  codUnavailable: SETTINGS_MESSAGES.pinWithoutCod,
} as const;
