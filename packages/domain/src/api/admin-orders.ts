import { z } from 'zod';
import {
  AFTER_SALE_MESSAGES as M,
  MONEY_STATES,
  NDR_ACTIONS,
  NDR_REASONS,
  NDR_STATES,
  ORDER_BADGES,
  REASON_MAX,
  REFUND_STATUSES,
  RTO_CONDITIONS,
} from '../after-sale';
import { LANGUAGES } from '../i18n/language';
import { ORDER_STATUSES, PAYMENT_INSTRUMENTS, PAYMENT_MODES } from '../orders';
import { PAYOUT_STATUSES, REFUND_DESTINATIONS, RETURN_KINDS, RETURN_STATES } from '../returns/return-states';
import { TrackingTimelineEntry } from '../tracking';
import { Cursor, Limit } from './admin';
import { Id, IsoDateTime } from './common';

// The back office's after-sale shapes (/api/admin/orders…, queue, payments, messages, reviews). Money in integer
// paise (`…Paise`), times as ISO instants (the screens show them in IST).

export const MoneyState = z.enum(MONEY_STATES);
export const RefundStatus = z.enum(REFUND_STATUSES);
export const NdrReason = z.enum(NDR_REASONS);
export const NdrState = z.enum(NDR_STATES);
/** What an order's story adds to its status (domain orderBadges), in the order the screens show them. */
export const OrderBadges = z.array(z.enum(ORDER_BADGES));

/** A reason a member of staff types: required, trimmed, at most REASON_MAX characters. */
export const StaffReason = z
  .string({ error: M.reasonRequired })
  .max(REASON_MAX * 2, { error: M.reasonTooLong })
  .trim()
  .min(1, { error: M.reasonRequired })
  .max(REASON_MAX, { error: M.reasonTooLong });

/** A calendar day in IST, `YYYY-MM-DD` (a list's `from` / `to`, both included). */
const IstDate = z.iso.date();

// ——— Orders ———

/**
 * GET /api/admin/orders and /api/admin/orders.csv: filters; `q` is an order id or short id, phone, name, AWB (the
 * order's, its return pickup's or its exchange's), a product title of its lines or a line's SKU (productId-size).
 */
export const AdminOrdersFilter = z.strictObject({
  status: z.enum(ORDER_STATUSES).optional(),
  payment: z.enum(PAYMENT_MODES).optional(),
  /** `unbooked`: no AWB yet; `booked`: has one. */
  booked: z.enum(['booked', 'unbooked']).optional(),
  /** `failed`: a failed delivery waiting for the shop (NDR open). */
  delivery: z.enum(['failed']).optional(),
  from: IstDate.optional(),
  to: IstDate.optional(),
  q: z.string().max(100).trim().optional(),
});
export type AdminOrdersFilter = z.infer<typeof AdminOrdersFilter>;
export const AdminOrdersQuery = AdminOrdersFilter.extend({ cursor: Cursor.optional(), limit: Limit.optional() });
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

/** A row of the order list. */
export const AdminOrderRow = z.object({
  id: Id,
  /** '#69167515' (domain shortOrderId). */
  shortId: z.string(),
  createdAt: IsoDateTime,
  status: z.enum(ORDER_STATUSES),
  paymentMode: z.enum(PAYMENT_MODES),
  moneyState: MoneyState,
  totalPaise: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string(),
  city: z.string(),
  state: z.string(),
  itemCount: z.number().int(),
  awb: z.string().nullable(),
  courier: z.string().nullable(),
  ndrState: NdrState.nullable(),
  /** Present only while a COD order waits for the shopper's confirmation (docs/decisions/035-cod-confirmation.md). */
  codAwaiting: z.literal(true).optional(),
  badges: OrderBadges.optional(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;
export const AdminOrdersResponse = z.object({ items: z.array(AdminOrderRow), nextCursor: z.string().nullable() });
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>;

export const AdminOrderItem = z.object({
  id: Id,
  productId: Id,
  title: z.string(),
  /** The product's first photo now, else the image stored with the line, else null. */
  image: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
  unitPricePaise: z.number().int(),
  linePaise: z.number().int(),
  /** What is left to refund against this line (its total minus refunds filed against it). */
  refundablePaise: z.number().int(),
  /** The product's second option's name ("Colour") on a line of a product with one (decision 099). */
  option2Name: z.string().optional(),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItem>;

export const AdminRefund = z.object({
  id: Id,
  amountPaise: z.number().int(),
  status: RefundStatus,
  reason: z.string(),
  /** The line it was for, or null for the order. */
  orderItemId: Id.nullable(),
  gatewayRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  staffName: z.string().nullable(),
  createdAt: IsoDateTime,
  settledAt: IsoDateTime.nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

/** A payout of a cash-on-delivery return (to the shopper's UPI ID or bank account). */
export const AdminOrderPayout = z.object({
  id: Id,
  amountPaise: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  destinationMasked: z.string(),
  /** The bank's reference (UTR) once paid. */
  reference: z.string().nullable(),
  createdAt: IsoDateTime,
  settledAt: IsoDateTime.nullable(),
});
export type AdminOrderPayout = z.infer<typeof AdminOrderPayout>;

/** A return or exchange request of the order, with its reverse pickup and an exchange's forward shipment. */
export const AdminOrderRequest = z.object({
  id: Id,
  kind: z.enum(RETURN_KINDS),
  state: z.enum(RETURN_STATES),
  orderItemId: Id,
  title: z.string(),
  size: z.string(),
  /** The product's second option's name, as on its line (decision 099). */
  option2Name: z.string().optional(),
  quantity: z.number().int(),
  exchangeSize: z.string().nullable(),
  refundPaise: z.number().int().nullable(),
  refundDestination: z.enum(REFUND_DESTINATIONS).nullable(),
  pickupAwb: z.string().nullable(),
  pickupCourier: z.string().nullable(),
  exchangeAwb: z.string().nullable(),
  exchangeCourier: z.string().nullable(),
  createdAt: IsoDateTime,
  payouts: z.array(AdminOrderPayout),
});
export type AdminOrderRequest = z.infer<typeof AdminOrderRequest>;

/** One entry of an order's history: a status change, a courier event the shop acted on, or a staff action. */
export const OrderHistoryEntry = z.object({
  id: Id,
  at: IsoDateTime,
  kind: z.string(),
  /** Who: 'system', 'courier', 'gateway', 'shopper' or 'staff'. */
  actor: z.enum(['system', 'courier', 'gateway', 'shopper', 'staff']),
  staffName: z.string().nullable(),
  /** One line a person reads: 'Status: placed → cancelled', 'Refund of ₹499 issued'… */
  summary: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/** GET /api/admin/orders/{id}: everything about one order. */
export const AdminOrderDetail = z.object({
  id: Id,
  shortId: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  status: z.enum(ORDER_STATUSES),
  totalPaise: z.number().int(),
  items: z.array(AdminOrderItem),
  customer: z.object({
    userId: Id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    notes: z.string(),
    /** The address's optional details (docs/decisions/130-address-details.md), each '' when not given. */
    details: z.object({ house: z.string(), area: z.string(), landmark: z.string(), altPhone: z.string() }).optional(),
    /** The language of her order texts (docs/decisions/145-order-texts-in-hindi.md). */
    language: z.enum(LANGUAGES).optional(),
  }),
  payment: z.object({
    mode: z.enum(PAYMENT_MODES),
    state: MoneyState,
    gatewayOrderId: z.string().nullable(),
    gatewayPaymentId: z.string().nullable(),
    /** What the gateway captured (prepaid), or 0 (cash on delivery). */
    capturedPaise: z.number().int(),
    paidAt: IsoDateTime.nullable(),
    refundablePaise: z.number().int(),
    refunds: z.array(AdminRefund),
    /** How a prepaid order was paid (UPI, card…), when the gateway said. */
    instrument: z.enum(PAYMENT_INSTRUMENTS).nullable().optional(),
  }),
  shipment: z.object({
    awb: z.string().nullable(),
    courier: z.string().nullable(),
    shipperOrderId: z.string().nullable(),
    shipperStatus: z.string().nullable(),
    bookingAttempts: z.number().int(),
    lastBookingError: z.string().nullable(),
    nextBookingAt: IsoDateTime.nullable(),
    ndr: z
      .object({
        state: NdrState,
        reason: NdrReason,
        reasonText: z.string(),
        at: IsoDateTime,
        attempts: z.number().int(),
      })
      .nullable(),
    receivedBackAt: IsoDateTime.nullable(),
    cancellationReason: z.string().nullable(),
    /** Newest first, as the courier reported it. */
    timeline: z.array(TrackingTimelineEntry),
    lastTrackingAt: IsoDateTime.nullable(),
  }),
  /** Oldest first. */
  history: z.array(OrderHistoryEntry),
  badges: OrderBadges.optional(),
  /** Its return and exchange requests, oldest first. */
  requests: z.array(AdminOrderRequest).optional(),
  /** What the staff may do now (the screen shows only these buttons). */
  actions: z.object({
    book: z.boolean(),
    cancel: z.boolean(),
    refund: z.boolean(),
    ndr: z.boolean(),
    receivedBack: z.boolean(),
  }),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

/** POST /api/admin/orders/{id}/cancel. */
export const CancelOrderBody = z.strictObject({ reason: StaffReason });
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;

/**
 * POST /api/admin/orders/{id}/refunds: a refund of a prepaid order's payment, money only (stock is not touched).
 * With `itemId` and no amount: that line's refundable amount; with `amountPaise`: that much; neither: all that is left.
 */
export const RefundOrderBody = z.strictObject({
  reason: StaffReason,
  itemId: Id.optional(),
  amountPaise: z.number().int().min(1).max(100_000_000).optional(),
});
export type RefundOrderBody = z.infer<typeof RefundOrderBody>;

/**
 * POST /api/admin/orders/{id}/received-back: the condition of each line of a parcel that came back (every line once);
 * only the `restock` lines go back into stock.
 */
export const ReceivedBackBody = z.strictObject(
  {
    lines: z
      .array(z.strictObject({ itemId: Id, condition: z.enum(RTO_CONDITIONS) }), { error: M.receivedBackLinesRequired })
      .min(1, { error: M.receivedBackLinesRequired })
      .max(100, { error: M.receivedBackLinesRequired }),
  },
  { error: M.receivedBackLinesRequired },
);
export type ReceivedBackBody = z.infer<typeof ReceivedBackBody>;

/** POST /api/admin/orders/{id}/ndr: what the courier should do about a failed delivery. */
export const NdrActionBody = z.strictObject({
  action: z.enum(NDR_ACTIONS),
  comment: z.string().max(REASON_MAX).trim().optional(),
});
export type NdrActionBody = z.infer<typeof NdrActionBody>;

// ——— Shipments and payments that need a hand ———

/** An order in the queue, with why it is there. */
export const QueueOrder = z.object({
  id: Id,
  shortId: z.string(),
  createdAt: IsoDateTime,
  status: z.enum(ORDER_STATUSES),
  paymentMode: z.enum(PAYMENT_MODES),
  totalPaise: z.number().int(),
  customerName: z.string(),
  /** The delivery phone, so staff can call before answering a failed delivery (a tap-to-call link). */
  customerPhone: z.string(),
  city: z.string(),
  awb: z.string().nullable(),
  courier: z.string().nullable(),
  /** The booking error, the NDR reason, or the courier's latest status. */
  detail: z.string().nullable(),
  /** When it entered this section (failed booking, NDR raised, returned). */
  since: IsoDateTime,
});
export type QueueOrder = z.infer<typeof QueueOrder>;

/** A captured payment that produced no order (from verify or from a webhook). */
export const QueuePayment = z.object({
  id: Id,
  gatewayOrderId: z.string(),
  gatewayPaymentId: z.string(),
  amountPaise: z.number().int(),
  reason: z.string(),
  source: z.enum(['verify', 'webhook']),
  createdAt: IsoDateTime,
  /** Whether the basket the payment was for is known, so an order can be made from it. */
  canCreateOrder: z.boolean(),
  /** Refunds against this payment so far. */
  refunds: z.array(AdminRefund),
  resolution: z.enum(['refunded', 'order_created']).nullable(),
  orderId: Id.nullable(),
});
export type QueuePayment = z.infer<typeof QueuePayment>;

/** GET /api/admin/queue: each section's count and its oldest entries first (at most 100 per section). */
export const QueueResponse = z.object({
  counts: z.object({
    unbooked: z.number().int(),
    ndr: z.number().int(),
    returns: z.number().int(),
    payments: z.number().int(),
  }),
  unbooked: z.array(QueueOrder),
  ndr: z.array(QueueOrder),
  returns: z.array(QueueOrder),
  payments: z.array(QueuePayment),
});
export type QueueResponse = z.infer<typeof QueueResponse>;

/** POST /api/admin/payments/{id}/refund: refunds what is left of a payment that produced no order. */
export const RefundPaymentBody = z.strictObject({ reason: StaffReason });
export type RefundPaymentBody = z.infer<typeof RefundPaymentBody>;

/** POST /api/admin/payments/{id}/create-order answer. */
export const CreateOrderFromPaymentResponse = z.object({ payment: QueuePayment, orderId: Id });
