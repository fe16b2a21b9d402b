import type { Catalogue } from '../translate';

/** Messages every part of the shop shares. */
export const common: Catalogue = {
  // lib/use-page-title.ts: the home page's title.
  '{shopName} — Fashion start from here.': '{shopName} — फ़ैशन की शुरुआत यहीं से।',
};
