import { z } from 'zod';
import { MONEY_STATES, ORDER_BADGES, REFUND_STATUSES } from '../after-sale';
import { COD_CONFIRMATION_STATES, OrderStatus, PAYMENT_INSTRUMENTS, PaymentMode } from '../orders';
import { TrackingSnapshot } from '../tracking';
import { Id, IsoDateTime, Rupees } from './common';

/** The buyer's details as stored on an order (docs/rules/orders.md#data customerInfo). */
export const OrderCustomerInfo = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  notes: z.string(),
});
export type OrderCustomerInfo = z.infer<typeof OrderCustomerInfo>;

/** Where the parcel goes (docs/rules/orders.md#data shippingAddress). */
export const ShippingAddress = z.object({
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/**
 * An order line as stored, priced by the server; productId expanded with title and images when known
 * (docs/rules/orders.md#data).
 */
export const OrderItemResponse = z.object({
  _id: Id,
  productId: z.union([Id, z.object({ _id: Id, title: z.string(), images: z.array(z.string()) })]),
  title: z.string(),
  /**
   * The product's Hindi title as it was when the order was placed, shown on Hindi pages
   * (docs/decisions/183-orders-keep-hindi-titles.md); absent when it had none.
   */
  hindiTitle: z.string().optional(),
  image: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int().min(1),
  price: Rupees,
  /** What offers took off the whole line (absent when nothing). */
  discount: Rupees.optional(),
  /**
   * The product's second option's name ("Colour") on a line of a product with one, so the line reads
   * "Size: M · Colour: Red" (`variantLabel`, docs/decisions/099-variant-options.md); absent otherwise.
   */
  option2Name: z.string().optional(),
});
export type OrderItemResponse = z.infer<typeof OrderItemResponse>;

/** The shipping record of an order (docs/rules/orders.md#data shipping); the raw booking answer stays on the server. */
export const OrderShipping = z.object({
  awb: z.string().nullable(),
  courier: z.string().nullable(),
  shiprocketStatus: z.string().nullable(),
  removedFromShiprocket: z.boolean(),
  removedAt: IsoDateTime.nullable(),
  cancellationReason: z.string().nullable(),
});
export type OrderShipping = z.infer<typeof OrderShipping>;

/**
 * How an order was paid and when the payment was captured (docs/rules/orders.md#data paymentInfo.method, payment paid
 * time).
 */
export const PaymentInfo = z.object({
  method: PaymentMode,
  paidAt: IsoDateTime.nullable(),
  /** Where the money stands (domain MONEY_STATES): `cod`, `paid`, `refund_pending`, `refunded`… */
  state: z.enum(MONEY_STATES).optional(),
  /** How a prepaid order was paid (UPI, card…), when the gateway said. */
  instrument: z.enum(PAYMENT_INSTRUMENTS).nullable().optional(),
});

/** A refund of the order's payment as the shopper sees it (amount in rupees). */
export const OrderRefund = z.object({
  amount: Rupees,
  status: z.enum(REFUND_STATUSES),
  createdAt: IsoDateTime,
  settledAt: IsoDateTime.nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefund>;
export type PaymentInfo = z.infer<typeof PaymentInfo>;

/** An order as the API sends it (docs/rules/orders.md#data); money in rupees. */
export const OrderPricing = z.object({
  subtotal: Rupees,
  discount: Rupees,
  offers: z.array(z.object({ label: z.string(), discount: Rupees })),
  couponCode: z.string().nullable(),
  deliveryFee: Rupees,
  codFee: Rupees,
  /** "You save ₹799": sale prices, offers and delivery waived; null when nothing was saved. */
  savings: z.string().nullable(),
  /** What `savings` says, as a figure (0 when nothing was saved), for a page that says it in its own language. */
  savingsTotal: Rupees,
});
export type OrderPricing = z.infer<typeof OrderPricing>;

export const Order = z.object({
  _id: Id,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  status: OrderStatus,
  totalAmount: Rupees,
  shippingCost: Rupees,
  paymentMode: PaymentMode,
  paymentInfo: PaymentInfo,
  customerInfo: OrderCustomerInfo,
  shippingAddress: ShippingAddress,
  items: z.array(OrderItemResponse),
  shipping: OrderShipping,
  lastTracking: TrackingSnapshot.nullable(),
  lastTrackingUpdatedAt: IsoDateTime.nullable(),
  invoicedAt: IsoDateTime.nullable(),
  /** When it was cancelled (the reason is `shipping.cancellationReason`), or null. */
  cancelledAt: IsoDateTime.nullable().optional(),
  /** Refunds of its payment, oldest first (empty for cash on delivery). */
  refunds: z.array(OrderRefund).optional(),
  /** Whether the shopper may cancel it now (before the courier picks it up). */
  cancellable: z.boolean().optional(),
  /** Who cancelled it, when it is cancelled. */
  cancelledBy: z.enum(['shopper', 'staff', 'system']).nullable().optional(),
  /** A cash-on-delivery order held for the shopper's confirmation, and until when. */
  codConfirmation: z.object({ state: z.enum(COD_CONFIRMATION_STATES), deadline: IsoDateTime.nullable() }).optional(),
  /** What its story adds to its status (domain orderBadges): "Refunded", "Exchange shipped"… */
  badges: z.array(z.enum(ORDER_BADGES)).optional(),
  /**
   * How its total was made (docs/decisions/088-checkout-with-offers.md): the goods at their prices, the offers and the
   * coupon taken off, the fees. Absent for an order placed before orders kept their pricing.
   */
  pricing: OrderPricing.optional(),
});
export type Order = z.infer<typeof Order>;

/**
 * GET /api/orders/my and GET /api/orders/user/{userId} answer: the user's orders, newest first
 * (docs/rules/api.md#endpoints).
 */
export const OrderListResponse = z.array(Order);
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/**
 * Answer of POST /api/orders/verify and POST /api/orders/cod: the saved order and its id (docs/rules/api.md#endpoints).
 */
export const PlaceOrderResponse = z.object({ success: z.literal(true), order: Order, orderId: Id });
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

/** POST /api/orders/book-shipping/{orderId} answer (docs/rules/api.md#endpoints success, data, message). */
export const BookShippingResponse = z.object({
  success: z.boolean(),
  data: z.object({ awb: z.string().nullable(), courier: z.string().nullable() }).nullable(),
  message: z.string(),
});
export type BookShippingResponse = z.infer<typeof BookShippingResponse>;

/** Path parameter `{orderId}` (docs/rules/api.md#endpoints book-shipping, track-shipping). */
export const OrderIdParams = z.strictObject({ orderId: Id });
export type OrderIdParams = z.infer<typeof OrderIdParams>;

/** Path parameter `{userId}` (docs/rules/api.md#endpoints GET /api/orders/user/{userId}). */
export const UserIdParams = z.strictObject({ userId: Id });
export type UserIdParams = z.infer<typeof UserIdParams>;
