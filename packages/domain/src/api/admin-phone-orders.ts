import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '../checkout';
import { Id } from './common';
import { CustomerInfo, OrderItemInput } from './order-request';

// Orders taken by phone or WhatsApp (docs/decisions/132-phone-orders.md): staff write the order for a customer, new
// or known, and how it is paid.

/** Most lines a phone order may have. */
export const PHONE_ORDER_LINES_MAX = 50;

/** How a phone order is paid: cash on delivery (a payment link comes with the gateway's payment links). */
export const PHONE_ORDER_PAYMENTS = ['cod'] as const;

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
});
export type AdminCreateOrderBody = z.infer<typeof AdminCreateOrderBody>;

/** The order taken: its id and short form, its total, whose it is and whether her account was made for it. */
export const AdminCreatedOrder = z.object({
  orderId: Id,
  ref: z.string(),
  totalPaise: z.number().int().min(0),
  customerId: Id,
  newCustomer: z.boolean(),
});
export type AdminCreatedOrder = z.infer<typeof AdminCreatedOrder>;

export const PHONE_ORDER_TEXTS = {
  customerNotFound: 'That customer is not in the shop any more. Pick her again or take the order as a new customer.',
  takenBy: (staffName: string) => `Taken by phone by ${staffName}`,
} as const;
