import { z } from 'zod';
import { REASON_MAX } from '../after-sale';

/** `POST /api/orders/{id}/cancel`: the shopper's reason (required; the back office reads it). */
export const ShopperCancelBody = z.strictObject({
  reason: z.string().max(REASON_MAX).trim().min(1, { error: 'Please tell us why you are cancelling.' }),
});
export type ShopperCancelBody = z.infer<typeof ShopperCancelBody>;

/** The code in the confirmation SMS: 6 digits. */
export const COD_CONFIRM_CODE_PATTERN = /^\d{6}$/;

/** `POST /api/orders/{id}/confirm-cod`: the code from the SMS, typed on the order page. */
export const ConfirmCodBody = z.strictObject({
  code: z.string().trim().regex(COD_CONFIRM_CODE_PATTERN, { error: 'Enter the 6-digit code from the SMS.' }),
});
export type ConfirmCodBody = z.infer<typeof ConfirmCodBody>;

/** `POST /api/cod/confirm`: the token of the SMS's short link (`/c/{token}`), no sign-in needed. */
export const ConfirmCodLinkBody = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export type ConfirmCodLinkBody = z.infer<typeof ConfirmCodLinkBody>;

/** What the short link's page shows once confirmed (or already confirmed). */
export const ConfirmCodLinkResponse = z.object({
  /** The order's short form, e.g. '#A1B2C3D4'. */
  order: z.string(),
  status: z.enum(['confirmed', 'already_confirmed']),
});
export type ConfirmCodLinkResponse = z.infer<typeof ConfirmCodLinkResponse>;

/** `POST /api/dev/cod/expire-now` (dev only): runs the expiry of unconfirmed COD orders as at `now` (ISO). */
export const DevCodExpireBody = z.strictObject({ now: z.iso.datetime({ offset: true }).optional() });
export type DevCodExpireBody = z.infer<typeof DevCodExpireBody>;
export const DevCodExpireResponse = z.object({ cancelled: z.array(z.string()) });
export type DevCodExpireResponse = z.infer<typeof DevCodExpireResponse>;
