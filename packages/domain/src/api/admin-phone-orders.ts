import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '../checkout';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/language';
import { Id } from './common';
import { CustomerInfo, OrderItemInput } from './order-request';

// Orders taken by phone or WhatsApp (docs/decisions/132-phone-orders.md): staff write the order for a customer, new
// or known, and how it is paid.

/** Most lines a phone order may have. */
export const PHONE_ORDER_LINES_MAX = 50;

/**
 * How a phone order is paid: cash on delivery (placed at once), or the gateway's payment link (UPI or card), which
 * places the order when she pays it; its stock is held until the link expires (docs/decisions/133-payment-links.md).
 */
export const PHONE_ORDER_PAYMENTS = ['cod', 'link'] as const;
export type PhoneOrderPayment = (typeof PHONE_ORDER_PAYMENTS)[number];

/** How long a payment link can be paid, and so how long the stock of its lines is held for her. */
export const PAYMENT_LINK_HOURS = 24;

export const PhoneOrderLine = OrderItemInput.pick({ productId: true, size: true, quantity: true });
export type PhoneOrderLine = z.infer<typeof PhoneOrderLine>;

/**
 * POST /api/admin/orders: the customer's account (null: the account with the phone of `customerInfo`, or a new one
 * made for her, which she signs in to by OTP), where it goes, its lines, how it is paid.
 */
export const AdminCreateOrderBody = z.strictObject({
  customerId: Id.nullable(),
  customerInfo: CustomerInfo,
  items: z
    .array(PhoneOrderLine, { error: CHECKOUT_MESSAGES.noItemsInOrder })
    .min(1, { error: CHECKOUT_MESSAGES.noItemsInOrder })
    .max(PHONE_ORDER_LINES_MAX, { error: `A phone order may have at most ${PHONE_ORDER_LINES_MAX} lines.` }),
  payment: z.enum(PHONE_ORDER_PAYMENTS),
  /** The language of her order texts (docs/decisions/145-order-texts-in-hindi.md); left out, English. */
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});
export type AdminCreateOrderBody = z.infer<typeof AdminCreateOrderBody>;

/** A payment link sent for a phone order: the gateway's link, where she pays, and when it stops taking payment. */
export const PaymentLinkSent = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
export type PaymentLinkSent = z.infer<typeof PaymentLinkSent>;

/**
 * The order taken: its id and short form (null for a payment link: the order is placed when she pays), its total,
 * whose it is, whether her account was made for it, and the payment link sent (null for cash on delivery).
 */
export const AdminCreatedOrder = z.object({
  orderId: Id.nullable(),
  ref: z.string().nullable(),
  totalPaise: z.number().int().min(0),
  customerId: Id,
  newCustomer: z.boolean(),
  paymentLink: PaymentLinkSent.nullable(),
});
export type AdminCreatedOrder = z.infer<typeof AdminCreatedOrder>;

export const PHONE_ORDER_TEXTS = {
  customerNotFound: 'That customer is not in the shop any more. Pick her again or take the order as a new customer.',
  takenBy: (staffName: string) => `Taken by phone by ${staffName}`,
  paidByLink: (staffName: string) => `Taken by phone by ${staffName}; paid by its payment link`,
  linkDescription: (shopName: string) => `Your order from ${shopName}`,
} as const;
