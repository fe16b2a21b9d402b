import { z } from 'zod';
import { REASON_MAX } from '../after-sale';
import { VARIANT_KEY_MAX } from '../catalog/variant-key';
import {
  PAYOUT_STATUSES,
  QUALITY_CHECK_RESULTS,
  REFUND_DESTINATIONS,
  RETURN_KINDS,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_STATES,
  RETURNS_MESSAGES,
} from '../returns';
import { StaffReason } from './admin-orders';
import { Id, IsoDateTime } from './common';

export const ReturnKind = z.enum(RETURN_KINDS);
export const ReturnReason = z.enum(RETURN_REASONS);
export const ReturnState = z.enum(RETURN_STATES);
export const RefundDestination = z.enum(REFUND_DESTINATIONS);

/** Free text a person types, bounded before it is trimmed. */
const note = (max: number) =>
  z
    .string()
    .max(max * 4)
    .trim()
    .max(max);

/**
 * Where a cash-on-delivery return's refund is paid: a UPI ID ('name@bank') or an Indian bank account (IFSC: 4
 * letters, 0, 6 letters or digits). Checked again by the payouts module before any money moves.
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
export const PayoutDestinationInput = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('upi'),
    upiId: z.string().max(300).trim().regex(UPI_ID_PATTERN, { error: 'Enter a UPI ID like name@bank.' }),
  }),
  z.strictObject({
    kind: z.literal('bank'),
    accountName: z.string().max(400).trim().min(2, { error: "Enter the account holder's name." }).max(100),
    accountNumber: z
      .string()
      .max(100)
      .trim()
      .regex(BANK_ACCOUNT_PATTERN, { error: 'Enter the account number: 9 to 18 digits.' }),
    ifsc: z
      .string()
      .max(40)
      .trim()
      .toUpperCase()
      .regex(IFSC_PATTERN, { error: 'Enter the 11-character IFSC, like HDFC0001234.' }),
  }),
]);
export type PayoutDestinationInput = z.infer<typeof PayoutDestinationInput>;

/**
 * POST /api/orders/{id}/returns: exchange or return one delivered line (all or part of its quantity), with a reason
 * and up to three photos uploaded first (POST /api/orders/:id/returns/photos). An exchange names the size it wants;
 * a return of a cash-on-delivery order names where the refund goes.
 */
export const CreateReturnBody = z.strictObject({
  orderItemId: Id,
  kind: ReturnKind,
  quantity: z.number().int().min(1).max(99),
  exchangeSize: z.string().max(80).trim().min(1).max(VARIANT_KEY_MAX).optional(),
  reason: ReturnReason,
  note: note(REASON_MAX).optional(),
  photoIds: z.array(Id).max(RETURN_PHOTOS_MAX).optional(),
  payout: PayoutDestinationInput.optional(),
});
export type CreateReturnBody = z.infer<typeof CreateReturnBody>;

/** A size an exchange may ask for, and whether it is in stock now (only those are offered). */
export const ExchangeSizeOption = z.object({ size: z.string(), inStock: z.boolean() });

/** GET /api/orders/{id}/returns/options: what each line of a delivered order may do now, and why not. */
export const ReturnOptionsResponse = z.object({
  /** Open while within the shop's window from delivery; `message` says why not otherwise. */
  window: z.object({ open: z.boolean(), closesAt: IsoDateTime.nullable(), message: z.string().nullable() }),
  /** A prepaid order refunds to its payment; a cash-on-delivery order asks for a UPI ID or bank account. */
  refundTo: z.enum(['original_payment', 'payout']),
  lines: z.array(
    z.object({
      orderItemId: Id,
      title: z.string(),
      /**
       * The product's Hindi title kept on the order's line, shown on Hindi pages; absent when it had none
       * (docs/decisions/184-returns-name-products-in-hindi.md).
       */
      hindiTitle: z.string().optional(),
      size: z.string(),
      /** The product's second option's name on a line of a product with one (decision 099). */
      option2Name: z.string().optional(),
      /** Units still free to send back (the line's quantity less those in requests not rejected). */
      quantity: z.number().int().min(0),
      unitPricePaise: z.number().int(),
      eligible: z.boolean(),
      /** Why not, when not: 'This item cannot be returned or exchanged.', 'Already requested'… */
      reason: z.string().nullable(),
      exchangeSizes: z.array(ExchangeSizeOption),
    }),
  ),
});
export type ReturnOptionsResponse = z.infer<typeof ReturnOptionsResponse>;

/** POST /api/orders/{id}/returns/quote: what returning these pieces of one line would refund, before asking. */
export const ReturnQuoteBody = z.strictObject({
  orderItemId: Id,
  quantity: z.number().int().min(1).max(99),
});
export type ReturnQuoteBody = z.infer<typeof ReturnQuoteBody>;

/**
 * The refund a return of those pieces would get now (the amount its request stores and refunds): the offers worked
 * out again on what is kept. `message` says why it is less than was paid for them ('Buy 2 get 1 free no longer
 * applies to what you keep, so ₹400 of this item's price is not refunded.'), else null.
 */
export const ReturnQuoteResponse = z.object({
  refundPaise: z.number().int().min(0),
  paidPaise: z.number().int().min(0),
  message: z.string().nullable(),
});
export type ReturnQuoteResponse = z.infer<typeof ReturnQuoteResponse>;

/** One photo a shopper attached. */
export const ReturnPhoto = z.object({ _id: Id, url: z.string() });
export type ReturnPhoto = z.infer<typeof ReturnPhoto>;

/** A request as the shopper and the back office see it; the payout destination only ever masked. */
export const ReturnRequest = z.object({
  _id: Id,
  orderId: Id,
  orderItemId: Id,
  kind: ReturnKind,
  state: ReturnState,
  title: z.string(),
  /**
   * The shopper's answers only: the Hindi title kept on the order's line, absent when it had none
   * (docs/decisions/184-returns-name-products-in-hindi.md).
   */
  hindiTitle: z.string().optional(),
  size: z.string(),
  /** The product's second option's name on a line of a product with one (decision 099). */
  option2Name: z.string().optional(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  exchangeSize: z.string().nullable(),
  reason: ReturnReason,
  note: z.string(),
  photos: z.array(ReturnPhoto),
  refundPaise: z.number().int().nullable(),
  refundDestination: RefundDestination.nullable(),
  /** 'ra****@okaxis' or 'XXXXXX4321 · HDFC0001234'. */
  payoutMasked: z.string().nullable(),
  /** The refund's or payout's progress once sent, with the bank's reference when known. */
  refund: z
    .object({ status: z.enum(PAYOUT_STATUSES), reference: z.string().nullable(), failureReason: z.string().nullable() })
    .nullable(),
  rejectionReason: z.string().nullable(),
  qcResult: z.enum(QUALITY_CHECK_RESULTS).nullable(),
  qcNote: z.string().nullable(),
  pickup: z.object({ awb: z.string().nullable(), courier: z.string().nullable(), error: z.string().nullable() }),
  exchangeShipment: z.object({
    awb: z.string().nullable(),
    courier: z.string().nullable(),
    error: z.string().nullable(),
  }),
  /** When each state was reached (null until then), for the order page's steps. */
  times: z.object({
    requested: IsoDateTime,
    approved: IsoDateTime.nullable(),
    pickup_scheduled: IsoDateTime.nullable(),
    picked_up: IsoDateTime.nullable(),
    received: IsoDateTime.nullable(),
    refunded: IsoDateTime.nullable(),
    exchange_shipped: IsoDateTime.nullable(),
    rejected: IsoDateTime.nullable(),
  }),
});
export type ReturnRequest = z.infer<typeof ReturnRequest>;

export const ReturnRequestList = z.object({ returns: z.array(ReturnRequest) });
export type ReturnRequestList = z.infer<typeof ReturnRequestList>;

/** Where the courier collects a return: the order's delivery address (`line` as the order stores it). */
export const PickupAddress = z.object({
  name: z.string(),
  phone: z.string(),
  line: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});
export type PickupAddress = z.infer<typeof PickupAddress>;

/**
 * The back office's queue row: the request with its order's short id, the shopper and the pickup address; in English,
 * without the line's Hindi title (docs/decisions/184-returns-name-products-in-hindi.md).
 */
export const AdminReturnRequest = ReturnRequest.omit({ hindiTitle: true }).extend({
  orderShortId: z.string(),
  /** The shopper's account: her page in the back office (docs/decisions/110-customers.md). */
  customerId: Id.optional(),
  customerName: z.string(),
  customerPhone: z.string(),
  category: z.string(),
  paymentMode: z.enum(['prepaid', 'cod']),
  pickupAddress: PickupAddress,
});
export type AdminReturnRequest = z.infer<typeof AdminReturnRequest>;

/** GET /api/admin/returns: newest first, by state ('open' = every state before a final one). */
export const AdminReturnsQuery = z.strictObject({
  state: z.union([ReturnState, z.literal('open'), z.literal('all')]).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type AdminReturnsQuery = z.infer<typeof AdminReturnsQuery>;
export const AdminReturnsResponse = z.object({
  returns: z.array(AdminReturnRequest),
  nextCursor: z.string().nullable(),
  /** How many wait for staff in each state before a final one. */
  counts: z.record(z.string(), z.number().int()),
});
export type AdminReturnsResponse = z.infer<typeof AdminReturnsResponse>;

/** POST /api/admin/returns/{id}/reject: the reason the shopper reads. */
export const RejectReturnBody = z.strictObject({ reason: StaffReason });
export type RejectReturnBody = z.infer<typeof RejectReturnBody>;

/** POST /api/admin/returns/{id}/receive: the quality check of the parcel received (a rejection needs a note). */
export const ReceiveReturnBody = z.strictObject({
  qc: z.enum(QUALITY_CHECK_RESULTS),
  note: note(REASON_MAX).optional(),
});
export type ReceiveReturnBody = z.infer<typeof ReceiveReturnBody>;

/** A bank's reference of a payment (UTR, IMPS or NEFT reference): letters, digits, '-' and '/'. */
export const BANK_REFERENCE_PATTERN = /^[A-Za-z0-9/-]+$/;
const bankReference = { error: RETURNS_MESSAGES.bankReference };

/**
 * The shapes of a real bank reference: a UPI or IMPS reference (RRN) is 12 digits; a NEFT or RTGS UTR is 16 to 22
 * letters and digits (docs/decisions/061-manual-payouts-paid-for-real.md). Anything else is refused with 422
 * bank_reference_invalid, never stored as the shopper's proof of payment.
 */
export const isBankReference = (reference: string): boolean =>
  /^\d{12}$/.test(reference) || /^[A-Za-z0-9]{16,22}$/.test(reference);

/** POST /api/admin/returns/{id}/payout-paid: staff paid the request's pending payout from the bank. */
export const ReturnPayoutPaidBody = z.strictObject({
  reference: z
    .string()
    .max(256)
    .trim()
    .min(1, bankReference)
    .max(64, bankReference)
    .regex(BANK_REFERENCE_PATTERN, bankReference),
});
export type ReturnPayoutPaidBody = z.infer<typeof ReturnPayoutPaidBody>;

/** POST /api/admin/returns/{id}/payout-destination: the full UPI ID or bank account a pending payout goes to. */
export const PayoutDestinationResponse = z.object({
  destination: PayoutDestinationInput,
  amountPaise: z.number().int().min(1),
});
export type PayoutDestinationResponse = z.infer<typeof PayoutDestinationResponse>;

/** POST /api/orders/:id/returns/photos answers the photo stored. */
export const ReturnPhotoResponse = ReturnPhoto;

/** POST /api/dev/orders/{id}/backdate-delivery (dev only): the order now reads as delivered `days` days ago. */
export const DevBackdateDeliveryBody = z.strictObject({ days: z.number().int().min(0).max(365) });
export type DevBackdateDeliveryBody = z.infer<typeof DevBackdateDeliveryBody>;
export const DevBackdateDeliveryResponse = z.object({ deliveredAt: IsoDateTime });
export type DevBackdateDeliveryResponse = z.infer<typeof DevBackdateDeliveryResponse>;
