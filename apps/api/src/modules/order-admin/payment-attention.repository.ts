import type { Language } from '@vastra/domain/i18n';
import { readPricingSnapshot, type PricingSnapshot } from '@vastra/domain/pricing';
import { asc, eq } from 'drizzle-orm';
import { moneyStateOf } from '@vastra/domain/after-sale';
import { RefundStatus, type CustomerInfo, type OrderItemInput, type QueuePayment } from '@vastra/domain/api';
import type { Db } from '../../db/client';
import { orders, paymentAttention, paymentOrders, refunds } from '../../db/schema';
import { basketHash, StoredOrderData } from '../orders';
import { toAdminRefund } from './order-detail.repository';

export type AttentionRow = typeof paymentAttention.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** The basket a gateway order was made for, as create-order kept it: what an order can be made from. */
export interface BoundBasket {
  userId: string;
  amountPaise: number;
  customerInfo: CustomerInfo;
  items: OrderItemInput[];
  /** The shopper's language, when create-order kept it (decision 145). */
  language: Language | undefined;
  basketHash: string;
  /** When the amount was bound, and the pricing bound with it (null for a payment made before payments kept it). */
  boundAt: Date;
  pricing: PricingSnapshot | null;
}

/**
 * A payment needing attention with its row locked for the rest of the transaction: its refunds and the order
 * made from it are decided under this lock (refund, create-order and the refund settlement take it first).
 */
export async function lockAttention(tx: Db, id: string): Promise<AttentionRow | null> {
  const [row] = await tx.select().from(paymentAttention).where(eq(paymentAttention.id, id)).for('update');
  return row ?? null;
}

/** The refunds of a payment that produced no order, oldest first. */
export function refundsOf(db: Db, attentionId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentAttentionId, attentionId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/**
 * The basket bound to a gateway order, or null when none can be made into an order (no shopper or no order
 * details kept at create-order). Stored items without a hash (rows from before 0006) are the basket create-order
 * was given, as the webhook reads them (record-webhook-payment.ts).
 */
export async function boundBasketOf(db: Db, gatewayOrderId: string): Promise<BoundBasket | null> {
  const [bound] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, gatewayOrderId));
  const data = StoredOrderData.safeParse(bound?.orderData);
  if (!bound?.userId || !data.success) return null;
  return {
    userId: bound.userId,
    amountPaise: bound.amountPaise,
    customerInfo: data.data.customerInfo,
    items: data.data.items,
    language: data.data.language,
    basketHash: bound.basketHash ?? basketHash(data.data.items),
    boundAt: bound.createdAt,
    pricing: readPricingSnapshot(bound.pricing),
  };
}

/** The order a gateway order paid for, if one was written (by verify, the webhook or the back office). */
export async function orderIdOfGatewayOrder(db: Db, gatewayOrderId: string): Promise<string | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  return row?.id ?? null;
}

/**
 * Whether staff may make an order from the payment now: unsettled, its basket known and bound to the amount
 * captured, and no refund of it issued (a failed one does not count).
 */
export function canCreateOrder(row: AttentionRow, rows: readonly RefundRow[], bound: BoundBasket | null): boolean {
  return (
    row.resolvedAt === null &&
    bound !== null &&
    bound.amountPaise === row.amountPaise &&
    rows.every((r) => r.status === 'failed')
  );
}

/**
 * A payment as the back office shows it. `resolution` is told once settled: an unsettled row marked
 * 'order_created' is an order being made (payment-attention.service.ts), not yet a settlement.
 */
export function toQueuePayment(row: AttentionRow, rows: readonly RefundRow[], bound: BoundBasket | null): QueuePayment {
  const resolution = row.resolution === 'refunded' || row.resolution === 'order_created' ? row.resolution : null;
  return {
    id: row.id,
    gatewayOrderId: row.gatewayOrderId,
    gatewayPaymentId: row.gatewayPaymentId,
    amountPaise: row.amountPaise,
    reason: row.reason,
    source: row.source === 'verify' ? 'verify' : 'webhook',
    createdAt: row.createdAt.toISOString(),
    canCreateOrder: canCreateOrder(row, rows, bound),
    refunds: rows.map(toAdminRefund),
    resolution: row.resolvedAt ? resolution : null,
    orderId: row.resolvedAt ? row.orderId : null,
  };
}

/** One payment needing attention as the back office shows it (pass a transaction to read what it wrote). */
export async function readQueuePayment(db: Db, id: string): Promise<QueuePayment | null> {
  const [row] = await db.select().from(paymentAttention).where(eq(paymentAttention.id, id));
  if (!row) return null;
  const [rows, bound] = await Promise.all([refundsOf(db, id), boundBasketOf(db, row.gatewayOrderId)]);
  return toQueuePayment(row, rows, bound);
}

/**
 * Settles a payment that produced no order once its refunds give everything captured back: call it in the
 * transaction that moved `refundRow` (already updated: status, settled_at), from the refund route or the
 * gateway's refund webhook. Takes the payment's row lock; a refund still pending or failed, a refund of an
 * order, or an already settled payment changes nothing. True when it settled the payment now.
 */
export async function settlePaymentAttentionRefund(tx: Db, refundRow: RefundRow): Promise<boolean> {
  if (!refundRow.paymentAttentionId || refundRow.status !== 'processed') return false;
  const row = await lockAttention(tx, refundRow.paymentAttentionId);
  if (!row || row.resolvedAt) return false;
  const amounts = (await refundsOf(tx, row.id)).map((r) => ({
    amountPaise: r.amountPaise,
    status: RefundStatus.parse(r.status),
  }));
  if (moneyStateOf(row.amountPaise, amounts) !== 'refunded') return false;
  await tx
    .update(paymentAttention)
    .set({
      resolvedAt: refundRow.settledAt ?? refundRow.updatedAt,
      resolution: 'refunded',
      resolvedBy: refundRow.staffName,
    })
    .where(eq(paymentAttention.id, row.id));
  return true;
}
