import { priceBasket, readPricingSnapshot, refundOfReturn, type PricingSnapshot } from '@vastra/domain/pricing';
import { RETURNS_MESSAGES as M, returnRefundPaise } from '@vastra/domain/returns';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, type orders, returnRequests } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** What a return of `quantity` pieces of one line refunds, and why it is less than was paid for them, if so. */
export interface ReturnRefund {
  refundPaise: number;
  /** What was paid for these pieces (their price less their share of the order's discount). */
  paidPaise: number;
  /** One sentence when an offer or coupon no longer holds for what is kept; null otherwise. */
  message: string | null;
}

/**
 * The refund of a new return request (docs/decisions/083-one-pricing-function.md), read under the order's lock so
 * two requests of one order are priced one after the other. An order with a pricing snapshot refunds the domain's
 * `refundOfReturn` over every piece returned so far (earlier return requests not rejected, and these), less what
 * those earlier requests refund, never below zero: the offers are worked out again on what is kept, and the fees come
 * back only with the last piece. An order placed before orders kept their pricing refunds the pieces' price, as
 * always.
 */
export async function refundOfRequest(
  tx: Db,
  order: OrderRow,
  item: ItemRow,
  quantity: number,
  excludeRequestId?: string,
): Promise<ReturnRefund> {
  const snapshot = readPricingSnapshot(order.pricing);
  if (!snapshot) {
    const price = returnRefundPaise(item.unitPricePaise, quantity);
    return { refundPaise: price, paidPaise: price, message: null };
  }
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const indexOf = lineIndexes(snapshot, items);
  const earlier = (
    await tx
      .select({
        id: returnRequests.id,
        orderItemId: returnRequests.orderItemId,
        quantity: returnRequests.quantity,
        refundPaise: returnRequests.refundPaise,
      })
      .from(returnRequests)
      .where(
        and(
          eq(returnRequests.orderId, order.id),
          eq(returnRequests.kind, 'return'),
          ne(returnRequests.state, 'rejected'),
        ),
      )
  ).filter((r) => r.id !== excludeRequestId);
  const returned = [...earlier, { orderItemId: item.id, quantity }].flatMap((r) => {
    const lineIndex = indexOf.get(r.orderItemId);
    return lineIndex === undefined ? [] : [{ lineIndex, quantity: r.quantity }];
  });
  const result = refundOfReturn({ priced: snapshot.input, snapshot: snapshot.basket, returned });
  const refundedBefore = earlier.reduce((sum, r) => sum + (r.refundPaise ?? 0), 0);
  const refundPaise = Math.max(0, result.refundPaise - refundedBefore);

  const index = indexOf.get(item.id);
  const line = index === undefined ? undefined : snapshot.basket.lines[index];
  const paidPaise = line ? Math.floor((line.paidPaise * quantity) / line.quantity) : 0;
  const withheld = paidPaise - refundPaise;
  if (withheld <= 0 || result.feesPaise > 0) return { refundPaise, paidPaise, message: null };
  const offer = droppedOffer(snapshot, returned);
  return { refundPaise, paidPaise, message: offer ? M.offerNoLongerApplies(offer, withheld) : null };
}

/** Each order line's index in the snapshot's lines: the same product and size, in the bag's order. */
function lineIndexes(snapshot: PricingSnapshot, items: ItemRow[]): Map<string, number> {
  const taken = new Set<number>();
  const out = new Map<string, number>();
  for (const item of items) {
    const index = snapshot.basket.lines.findIndex(
      (line, i) => !taken.has(i) && line.productId === item.productId && line.size === item.size,
    );
    if (index < 0) continue;
    taken.add(index);
    out.set(item.id, index);
  }
  return out;
}

/**
 * The offer (its label) or coupon (its code) the order had that no longer holds on what is kept (priced again as
 * `refundOfReturn` does); null when every offer still holds.
 */
function droppedOffer(snapshot: PricingSnapshot, returned: { lineIndex: number; quantity: number }[]): string | null {
  const { input, basket } = snapshot;
  const keptLines = input.lines
    .map((line, index) => {
      const back = returned.filter((r) => r.lineIndex === index).reduce((sum, r) => sum + r.quantity, 0);
      return { ...line, quantity: line.quantity - back };
    })
    .filter((line) => line.quantity > 0);
  const kept = priceBasket({ ...input, lines: keptLines }, { payOnline: false });
  const still = new Map(kept.offers.map((o) => [o.offerId, o.discountPaise]));
  const dropped =
    basket.offers.find((o) => o.discountPaise > 0 && !still.get(o.offerId)) ??
    basket.offers.find((o) => o.discountPaise > (still.get(o.offerId) ?? 0));
  if (!dropped) return null;
  if (dropped.kind === 'coupon' && basket.coupon?.applied) return basket.coupon.code;
  return dropped.label;
}
