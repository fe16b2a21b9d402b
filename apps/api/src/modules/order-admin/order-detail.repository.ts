import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { PAYOUT_STATUSES, REFUND_DESTINATIONS, RETURN_KINDS, RETURN_STATES } from '@vastra/domain/returns';
import { z } from 'zod';
import {
  MoneyState,
  NdrReason,
  NdrState,
  RefundStatus,
  type AdminOrderDetail,
  type AdminOrderRequest,
  type AdminRefund,
  type OrderHistoryEntry,
  type PickupAddress,
} from '@vastra/domain/api';
import { cancelRefusal, refundablePaise } from '@vastra/domain/after-sale';
import { OrderStatus, PaymentMode, paymentInstrumentOf, shortOrderId } from '@vastra/domain/orders';
import { TrackingSnapshot } from '@vastra/domain/tracking';
import type { Db } from '../../db/client';
import {
  orderEvents,
  orderItems,
  orders,
  productImages,
  products,
  refunds,
  returnPayouts,
  returnRequests,
} from '../../db/schema';
import { readOrderBadges } from '../orders';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

type RefundRow = typeof refunds.$inferSelect;
type AddressColumns = 'customerName' | 'customerPhone' | 'address' | 'city' | 'state' | 'pincode';

/** An order's delivery address as the back office shows it (a return's pickup is collected there too). */
export function deliveryAddressOf(o: Pick<typeof orders.$inferSelect, AddressColumns>): PickupAddress {
  return {
    name: o.customerName,
    phone: o.customerPhone,
    line: o.address,
    city: o.city,
    state: o.state,
    pincode: o.pincode,
  };
}

/** A refund row as the back office shows it. */
export function toAdminRefund(r: RefundRow): AdminRefund {
  return {
    id: r.id,
    amountPaise: r.amountPaise,
    status: RefundStatus.parse(r.status),
    reason: r.reason,
    orderItemId: r.orderItemId,
    gatewayRefundId: r.gatewayRefundId,
    failureReason: r.failureReason,
    staffName: r.staffName,
    createdAt: r.createdAt.toISOString(),
    settledAt: iso(r.settledAt),
  };
}

/**
 * Everything the back office shows about one order, read in one snapshot (pass a transaction to read what it
 * just wrote): lines with their product's first photo, payment and refunds, shipment with the courier's timeline,
 * the history, and which actions its state allows. Null when there is no such order.
 */
export async function readAdminOrder(db: Db, id: string): Promise<AdminOrderDetail | null> {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  if (!o) return null;
  const [items, refundRows, events, requestRows, badges] = await Promise.all([
    // With the product's second option's name: the line's label (docs/decisions/099-variant-options.md).
    db
      .select({ ...getTableColumns(orderItems), option2Name: products.option2Name })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.position)),
    db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.seq)),
    db.select().from(returnRequests).where(eq(returnRequests.orderId, id)).orderBy(asc(returnRequests.createdAt)),
    readOrderBadges(db, [id]),
  ]);
  const requestIds = requestRows.map((r) => r.id);
  const payoutRows = requestIds.length
    ? await db
        .select()
        .from(returnPayouts)
        .where(inArray(returnPayouts.returnRequestId, requestIds))
        .orderBy(asc(returnPayouts.createdAt))
    : [];
  const productIds = [...new Set(items.map((i) => i.productId))];
  const photos = productIds.length
    ? await db
        .selectDistinctOn([productImages.productId], { productId: productImages.productId, url: productImages.url })
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(productImages.productId, asc(productImages.position))
    : [];
  const photoOf = new Map(photos.map((p) => [p.productId, p.url]));

  const status = OrderStatus.parse(o.status);
  const mode = PaymentMode.parse(o.paymentMode);
  const capturedPaise = mode === 'prepaid' && o.paidAt ? o.totalPaise : 0;
  const amounts = refundRows.map((r) => ({ amountPaise: r.amountPaise, status: RefundStatus.parse(r.status) }));
  const left = refundablePaise(capturedPaise, amounts);
  const tracking = TrackingSnapshot.safeParse(o.lastTracking);
  const ndr = NdrState.safeParse(o.ndrState);
  const ndrReason = NdrReason.safeParse(o.ndrReason);

  const history: OrderHistoryEntry[] = [
    {
      id: o.id,
      at: o.createdAt.toISOString(),
      kind: 'placed',
      actor: 'shopper',
      staffName: null,
      summary: mode === 'cod' ? 'Order placed (cash on delivery)' : 'Order placed and paid online',
    },
    ...events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      kind: e.kind,
      actor: e.actor as OrderHistoryEntry['actor'],
      staffName: e.staffName,
      summary: e.summary,
    })),
  ];
  const delivery = deliveryAddressOf(o);

  return {
    id: o.id,
    shortId: shortOrderId(o.id),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    status,
    totalPaise: o.totalPaise,
    items: items.map((i) => {
      const linePaise = i.unitPricePaise * i.quantity;
      const lineRefunds = amounts.filter((_, k) => refundRows[k]?.orderItemId === i.id);
      return {
        id: i.id,
        productId: i.productId,
        title: i.title,
        image: photoOf.get(i.productId) ?? i.image,
        size: i.size,
        quantity: i.quantity,
        unitPricePaise: i.unitPricePaise,
        linePaise,
        refundablePaise: Math.min(left, refundablePaise(mode === 'prepaid' ? linePaise : 0, lineRefunds)),
        ...(i.option2Name ? { option2Name: i.option2Name } : {}),
      };
    }),
    customer: {
      userId: o.userId,
      name: delivery.name,
      email: o.customerEmail,
      phone: delivery.phone,
      address: delivery.line,
      city: delivery.city,
      state: delivery.state,
      pincode: delivery.pincode,
      notes: o.notes,
      details: { house: o.house, area: o.area, landmark: o.landmark, altPhone: o.altPhone },
      language: o.language,
    },
    payment: {
      mode,
      state: MoneyState.parse(o.moneyState),
      gatewayOrderId: o.gatewayOrderId,
      gatewayPaymentId: o.gatewayPaymentId,
      capturedPaise,
      paidAt: iso(o.paidAt),
      refundablePaise: left,
      refunds: refundRows.map(toAdminRefund),
      instrument: mode === 'prepaid' ? paymentInstrumentOf(o.paymentMethod) : null,
    },
    shipment: {
      awb: o.awb,
      courier: o.courier,
      shipperOrderId: o.shipperOrderId,
      shipperStatus: o.shipperStatus,
      bookingAttempts: o.bookingAttempts,
      lastBookingError: o.lastBookingError,
      nextBookingAt: iso(o.nextBookingAt),
      ndr:
        ndr.success && o.ndrAt
          ? {
              state: ndr.data,
              reason: ndrReason.success ? ndrReason.data : 'other',
              reasonText: o.ndrReasonText ?? '',
              at: o.ndrAt.toISOString(),
              attempts: o.ndrAttempts,
            }
          : null,
      receivedBackAt: iso(o.receivedBackAt),
      cancellationReason: o.cancellationReason,
      timeline: tracking.success ? tracking.data.timeline : [],
      lastTrackingAt: iso(o.lastTrackingAt),
    },
    history,
    badges: badges.get(id) ?? [],
    requests: requestRows.map((r) => toAdminRequest(r, items, payoutRows)),
    actions: {
      book: status === 'placed' && o.awb === null,
      cancel: status === 'placed' && cancelRefusal(status) === null,
      refund: left > 0,
      ndr: ndr.success && ndr.data === 'open',
      receivedBack: status === 'returned' && o.receivedBackAt === null,
    },
  };
}

type RequestRow = typeof returnRequests.$inferSelect;
type PayoutRow = typeof returnPayouts.$inferSelect;

/** A return or exchange request as the order page shows it, with the line it is for and its payouts. */
function toAdminRequest(
  r: RequestRow,
  items: readonly (typeof orderItems.$inferSelect & { option2Name: string | null })[],
  payouts: readonly PayoutRow[],
): AdminOrderRequest {
  const item = items.find((i) => i.id === r.orderItemId);
  return {
    id: r.id,
    kind: z.enum(RETURN_KINDS).parse(r.kind),
    state: z.enum(RETURN_STATES).parse(r.state),
    orderItemId: r.orderItemId,
    title: item?.title ?? '',
    size: item?.size ?? '',
    ...(item?.option2Name ? { option2Name: item.option2Name } : {}),
    quantity: r.quantity,
    exchangeSize: r.exchangeSize,
    refundPaise: r.refundPaise,
    refundDestination: r.refundDestination === null ? null : z.enum(REFUND_DESTINATIONS).parse(r.refundDestination),
    pickupAwb: r.pickupAwb,
    pickupCourier: r.pickupCourier,
    exchangeAwb: r.exchangeAwb,
    exchangeCourier: r.exchangeCourier,
    createdAt: r.createdAt.toISOString(),
    payouts: payouts
      .filter((p) => p.returnRequestId === r.id)
      .map((p) => ({
        id: p.id,
        amountPaise: p.amountPaise,
        status: z.enum(PAYOUT_STATUSES).parse(p.status),
        destinationMasked: p.destinationMasked,
        reference: p.reference,
        createdAt: p.createdAt.toISOString(),
        settledAt: iso(p.settledAt),
      })),
  };
}
