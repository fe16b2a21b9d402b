import { refundablePaise, type RefundStatus } from '@vastra/domain/after-sale';
import { RefundStatus as RefundStatusSchema } from '@vastra/domain/api';
import { readPricingSnapshot } from '@vastra/domain/pricing';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, type orders, refunds, returnPayouts, returnRequests } from '../../db/schema';
import { capturedOf, refundsOfOrder } from '../refunds';

type Taken = { amountPaise: number; status: RefundStatus };

/**
 * What a return refunds: what it asked for, but never more than is left of its bound (`refundableForReturn`: the
 * line's or the order's paid value) less every refund and payout not failed against it, nor, for a prepaid order,
 * of the payment. 0 = nothing left.
 */
export function returnRefundPaise(requestedPaise: number, linePaise: number, lineTaken: Taken[], paymentLeft?: number) {
  const left = Math.min(refundablePaise(linePaise, lineTaken), paymentLeft ?? Number.MAX_SAFE_INTEGER);
  return Math.max(0, Math.min(requestedPaise, left));
}

/**
 * The amount a return of this line may still refund (read under the order's row lock). An order placed before
 * orders kept their pricing: what is left of the line's paid value. An order with a pricing snapshot: what is left
 * of what was paid for the whole order (goods and fees) — its requests' amounts come from `refundOfRequest`, which
 * can give a later return of another line back what an earlier return kept while an offer no longer held, and the
 * fees with the last piece, so the order is the bound (each line's share of the refunds, `refundOfReturn`'s lines,
 * never passes its paid value).
 */
export async function refundableForReturn(
  tx: Db,
  order: typeof orders.$inferSelect,
  orderItemId: string,
  requestedPaise: number,
): Promise<number> {
  const [line] = await tx
    .select({ unit: orderItems.unitPricePaise, quantity: orderItems.quantity, discount: orderItems.discountPaise })
    .from(orderItems)
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.orderId, order.id)));
  if (!line) return 0;
  const orderRefunds = await refundsOfOrder(tx, order.id);
  const status = (s: string) => RefundStatusSchema.parse(s);
  const snapshot = readPricingSnapshot(order.pricing);
  const payouts = await tx
    .select({ amountPaise: returnPayouts.amountPaise, status: returnPayouts.status })
    .from(returnPayouts)
    .innerJoin(returnRequests, eq(returnRequests.id, returnPayouts.returnRequestId))
    .where(
      and(
        snapshot ? eq(returnRequests.orderId, order.id) : eq(returnRequests.orderItemId, orderItemId),
        ne(returnPayouts.status, 'failed'),
      ),
    );
  const refundsTaken = orderRefunds
    .filter((r) => snapshot !== null || r.orderItemId === orderItemId)
    .map((r) => ({ amountPaise: r.amountPaise, status: status(r.status) }));
  const taken = [...refundsTaken, ...payouts.map((p) => ({ amountPaise: p.amountPaise, status: status(p.status) }))];
  const paymentLeft =
    order.paymentMode === 'prepaid'
      ? refundablePaise(
          capturedOf(order),
          orderRefunds.map((r) => ({ amountPaise: r.amountPaise, status: status(r.status) })),
        )
      : undefined;
  const bound = snapshot ? snapshot.basket.totalPaise : line.unit * line.quantity - line.discount;
  return returnRefundPaise(requestedPaise, bound, taken, paymentLeft);
}

/** Refunds (any status) already written for a return request, oldest first: the next attempt's number. */
export async function refundsOfRequest(tx: Db, returnRequestId: string) {
  return tx.select().from(refunds).where(eq(refunds.returnRequestId, returnRequestId)).orderBy(refunds.createdAt);
}

export async function payoutsOfRequest(tx: Db, returnRequestId: string) {
  return tx
    .select()
    .from(returnPayouts)
    .where(eq(returnPayouts.returnRequestId, returnRequestId))
    .orderBy(returnPayouts.createdAt);
}
