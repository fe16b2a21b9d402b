import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';
import { IDENTITY_DATA_RIGHTS_MESSAGES } from '../identity/data-rights';
import { ReviewFitValue } from '../reviews';
import { IsoDateTime } from './common';
import { OrderCustomerInfo } from './order-response';
import { SavedAddress } from './saved-addresses';

// The shopper's data rights (docs/decisions/114-data-rights.md): her consent to marketing messages, a copy of her
// data, and deleting her account.

/** Her present choice about marketing messages, with the wording and its version she is shown. */
export const MarketingConsent = z.object({
  granted: z.boolean(),
  version: z.string(),
  wording: z.string(),
  /** When she last chose; null when she never has (no marketing is sent then). */
  updatedAt: IsoDateTime.nullable(),
});
export type MarketingConsent = z.infer<typeof MarketingConsent>;

/** PUT /api/account/consent: give or withdraw her consent (each choice is recorded with the wording's version). */
export const SetMarketingConsentBody = z.strictObject({ granted: z.boolean() });
export type SetMarketingConsentBody = z.infer<typeof SetMarketingConsentBody>;

export const SetMarketingConsentResponse = MarketingConsent.extend({ message: z.string() });

/** POST /api/account/delete: a deliberate yes, never a default. */
export const DeleteAccountBody = z.strictObject({
  confirm: z.literal(true, { error: IDENTITY_DATA_RIGHTS_MESSAGES.confirmRequired }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const DeleteAccountResponse = z.object({ message: z.string() });

const Paise = z.number().int();

/** GET /api/account/data: everything the shop keeps about her, as one JSON file. */
export const AccountData = z.object({
  exportedAt: IsoDateTime,
  shop: z.string(),
  account: z.object({ fullName: z.string(), email: z.string(), phone: z.string(), createdAt: IsoDateTime }),
  /** Every choice she made about marketing messages, oldest first. */
  marketingConsent: z.array(z.object({ granted: z.boolean(), version: z.string(), at: IsoDateTime })),
  /** Her answers to "Send my order updates on WhatsApp", one per phone (hers and her orders'). */
  whatsappUpdates: z.array(
    z.object({
      phone: z.string(),
      source: z.string(),
      wordingVersion: z.number().int(),
      /** The language she read that wording in ('en' or 'hi'). */
      language: z.enum(LANGUAGES),
      optedInAt: IsoDateTime,
      optedOutAt: IsoDateTime.nullable(),
    }),
  ),
  addresses: z.array(SavedAddress),
  orders: z.array(
    z.object({
      order: z.string(),
      placedAt: IsoDateTime,
      status: z.string(),
      paymentMode: z.string(),
      totalPaise: Paise,
      /** Who and where the order went to, as the order's customerInfo has it (without her notes). */
      deliverTo: OrderCustomerInfo.omit({ notes: true }),
      items: z.array(
        z.object({ title: z.string(), size: z.string(), quantity: z.number().int(), unitPricePaise: Paise }),
      ),
    }),
  ),
  returns: z.array(
    z.object({ order: z.string(), kind: z.string(), state: z.string(), reason: z.string(), requestedAt: IsoDateTime }),
  ),
  reviews: z.array(
    z.object({
      product: z.string(),
      rating: z.number().int(),
      comment: z.string(),
      /** How it fit, when she said (docs/decisions/113-review-photos-and-fit.md). */
      fit: ReviewFitValue.nullable(),
      at: IsoDateTime,
    }),
  ),
  /** What she wrote through the contact page from her account's email. */
  messages: z.array(
    z.object({
      name: z.string(),
      message: z.string(),
      at: IsoDateTime,
      /** The shop's replies and her answers since (docs/decisions/127-conversations.md). */
      conversation: z.array(z.object({ from: z.enum(['you', 'shop']), text: z.string(), at: IsoDateTime })),
    }),
  ),
  /** The bag kept with her account. */
  cart: z.array(z.unknown()),
  /** The products she saved for later. */
  wishlist: z.array(z.object({ product: z.string(), at: IsoDateTime })),
  /** The sizes she asked to be told about when back in stock; notifiedAt once she was. */
  backInStock: z.array(
    z.object({ product: z.string(), size: z.string(), requestedAt: IsoDateTime, notifiedAt: IsoDateTime.nullable() }),
  ),
  /** What deleting her account would keep, and why. */
  keptOnDeletion: z.string(),
});
export type AccountData = z.infer<typeof AccountData>;
