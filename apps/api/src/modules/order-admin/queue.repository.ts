import { asc, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { QueueOrder, QueuePayment, QueueResponse } from '@vastra/domain/api';
import { normalizeIndianMobile, toE164India } from '@vastra/domain/identity';
import { OrderStatus, PaymentMode, shortOrderId } from '@vastra/domain/orders';
import type { Db } from '../../db/client';
import { orders, paymentAttention, paymentOrders, refunds } from '../../db/schema';
import { toAdminRefund } from './order-detail.repository';
import { ndrOpenWhere, paymentsWhere, returnsWhere, unbookedWhere } from './queue-sections';

/** Most entries listed per section (the counts are complete). */
export const QUEUE_LIST_MAX = 100;

type OrderRow = typeof orders.$inferSelect;

function toQueueOrder(o: OrderRow, detail: string | null, since: Date): QueueOrder {
  return {
    id: o.id,
    shortId: shortOrderId(o.id),
    createdAt: o.createdAt.toISOString(),
    status: OrderStatus.parse(o.status),
    paymentMode: PaymentMode.parse(o.paymentMode),
    totalPaise: o.totalPaise,
    customerName: o.customerName,
    // One form for the tap-to-call link: orders store ten digits (older ones with +91).
    customerPhone: ((ten) => (ten ? toE164India(ten) : o.customerPhone))(normalizeIndianMobile(o.customerPhone)),
    city: o.city,
    awb: o.awb,
    courier: o.courier,
    detail,
    since: since.toISOString(),
  };
}

/** One section of orders: its full count and its oldest entries (by `since`). */
async function orderSection(db: Db, where: SQL, since: SQL, pick: (o: OrderRow) => [string | null, Date]) {
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(asc(since), asc(orders.id)).limit(QUEUE_LIST_MAX),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { count: total?.n ?? 0, items: rows.map((o) => toQueueOrder(o, ...pick(o))) };
}

async function paymentSection(db: Db) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentAttention)
      .where(paymentsWhere)
      .orderBy(asc(paymentAttention.createdAt), asc(paymentAttention.id))
      .limit(QUEUE_LIST_MAX),
    db.select({ n: count() }).from(paymentAttention).where(paymentsWhere),
  ]);
  const ids = rows.map((p) => p.id);
  const gatewayOrderIds = [...new Set(rows.map((p) => p.gatewayOrderId))];
  const [refundRows, baskets] = await Promise.all([
    ids.length
      ? db.select().from(refunds).where(inArray(refunds.paymentAttentionId, ids)).orderBy(asc(refunds.createdAt))
      : [],
    gatewayOrderIds.length
      ? db
          .select({ id: paymentOrders.id })
          .from(paymentOrders)
          .where(
            sql`${inArray(paymentOrders.id, gatewayOrderIds)} and ${paymentOrders.basketHash} is not null
              and ${paymentOrders.orderData} is not null`,
          )
      : [],
  ]);
  const withBasket = new Set(baskets.map((b) => b.id));
  const items = rows.map((p): QueuePayment => ({
    id: p.id,
    gatewayOrderId: p.gatewayOrderId,
    gatewayPaymentId: p.gatewayPaymentId,
    amountPaise: p.amountPaise,
    reason: p.reason,
    source: p.source === 'verify' ? 'verify' : 'webhook',
    createdAt: p.createdAt.toISOString(),
    canCreateOrder: withBasket.has(p.gatewayOrderId),
    refunds: refundRows.filter((r) => r.paymentAttentionId === p.id).map(toAdminRefund),
    resolution: p.resolution === 'refunded' || p.resolution === 'order_created' ? p.resolution : null,
    orderId: p.orderId,
  }));
  return { count: total?.n ?? 0, items };
}

/**
 * Shipments and payments that need a hand (GET /api/admin/queue), oldest first: orders not booked, failed
 * deliveries waiting for an answer, returns not yet received back, captured payments without an order.
 */
export async function readQueue(db: Db, now: Date): Promise<QueueResponse> {
  const [unbooked, ndr, returns, payments] = await Promise.all([
    orderSection(db, unbookedWhere(now), sql`${orders.createdAt}`, (o) => [o.lastBookingError, o.createdAt]),
    orderSection(db, ndrOpenWhere, sql`${orders.ndrAt}`, (o) => [o.ndrReasonText, o.ndrAt ?? o.updatedAt]),
    orderSection(db, returnsWhere, sql`coalesce(${orders.returnedAt}, ${orders.updatedAt})`, (o) => [
      o.shipperStatus,
      o.returnedAt ?? o.updatedAt,
    ]),
    paymentSection(db),
  ]);
  return {
    counts: { unbooked: unbooked.count, ndr: ndr.count, returns: returns.count, payments: payments.count },
    unbooked: unbooked.items,
    ndr: ndr.items,
    returns: returns.items,
    payments: payments.items,
  };
}
