import { refundablePaise, type RefundStatus } from '@vastra/domain/after-sale';
import { RefundStatus as RefundStatusSchema } from '@vastra/domain/api';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, type orders, refunds, returnPayouts, returnRequests } from '../../db/schema';
import { capturedOf, refundsOfOrder } from '../refunds';

type Taken = { amountPaise: number; status: RefundStatus };

/**
 * What a return refunds: what it asked for, but never more than is left of its line (the line's total less every
 * refund and payout not failed against it) nor, for a prepaid order, of the payment. 0 = nothing left.
 */
export function returnRefundPaise(requestedPaise: number, linePaise: number, lineTaken: Taken[], paymentLeft?: number) {
  const left = Math.min(refundablePaise(linePaise, lineTaken), paymentLeft ?? Number.MAX_SAFE_INTEGER);
  return Math.max(0, Math.min(requestedPaise, left));
}

/** The amount a return of this line may still refund (read under the order's row lock). */
export async function refundableForReturn(
  tx: Db,
  order: typeof orders.$inferSelect,
  orderItemId: string,
  requestedPaise: number,
): Promise<number> {
  const [line] = await tx
    .select({ unit: orderItems.unitPricePaise, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.orderId, order.id)));
  if (!line) return 0;
  const orderRefunds = await refundsOfOrder(tx, order.id);
  const status = (s: string) => RefundStatusSchema.parse(s);
  const lineRefunds = orderRefunds
    .filter((r) => r.orderItemId === orderItemId)
    .map((r) => ({ amountPaise: r.amountPaise, status: status(r.status) }));
  const payouts = await tx
    .select({ amountPaise: returnPayouts.amountPaise, status: returnPayouts.status })
    .from(returnPayouts)
    .innerJoin(returnRequests, eq(returnRequests.id, returnPayouts.returnRequestId))
    .where(and(eq(returnRequests.orderItemId, orderItemId), ne(returnPayouts.status, 'failed')));
  const taken = [...lineRefunds, ...payouts.map((p) => ({ amountPaise: p.amountPaise, status: status(p.status) }))];
  const paymentLeft =
    order.paymentMode === 'prepaid'
      ? refundablePaise(
          capturedOf(order),
          orderRefunds.map((r) => ({ amountPaise: r.amountPaise, status: status(r.status) })),
        )
      : undefined;
  return returnRefundPaise(requestedPaise, line.unit * line.quantity, taken, paymentLeft);
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
