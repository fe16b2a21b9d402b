import type { CustomerInfo, OrderItemInput } from '@vastra/domain/api';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import type { OrderCatalog } from './order-catalog.port';
import { isStockShortage, ordersRepository as repo, type OrderWithItems } from './orders.repository';
import { priceOrder, stockShortage } from './price-order';
import { uniqueViolation } from './unique-violation';

/** How the order is paid: cash on delivery, or a verified card payment for a bound gateway amount. */
export type OrderPayment =
  | { mode: 'cod' }
  | { mode: 'prepaid'; gatewayOrderId: string; gatewayPaymentId: string; amountPaise: number };

export interface PlaceOrderInput {
  userId: string;
  customerInfo: CustomerInfo;
  items: readonly OrderItemInput[];
  payment: OrderPayment;
  /** The shopper's Idempotency-Key: a repeated submit returns the first order. */
  idempotencyKey?: string | undefined;
}

export interface PlacedOrder extends OrderWithItems {
  /** False when an earlier identical request (same key or same gateway order) had placed it. */
  created: boolean;
}

export const AMOUNT_MISMATCH = 'Payment amount does not match the order total.';
export const PAYMENT_USED_ELSEWHERE = 'This payment has already been used for another order.';

/**
 * Places an order, for both payment paths (design.md §2, §4): prices every item from the server's
 * catalogue, then in ONE statement (atomic, so one round trip) takes the stock of every line and
 * writes the order and its lines; after it the catalogue is told the stock changed. Any line short
 * of stock leaves everything unwritten (409).
 * Idempotent per Idempotency-Key and per gateway order id, also under concurrent duplicates: the
 * unique constraint decides, and the loser returns the winner's order.
 */
export function createPlaceOrder(deps: { db: Db; catalog: OrderCatalog; clock: Clock }) {
  const { db, catalog, clock } = deps;

  async function existing(input: PlaceOrderInput): Promise<OrderWithItems | undefined> {
    const found =
      input.payment.mode === 'prepaid'
        ? await repo.findByGatewayOrderId(db, input.payment.gatewayOrderId)
        : input.idempotencyKey
          ? await repo.findByIdempotencyKey(db, input.userId, input.idempotencyKey)
          : undefined;
    if (found && found.order.userId !== input.userId) throw new AppError('forbidden', PAYMENT_USED_ELSEWHERE);
    return found;
  }

  return async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
    const earlier = await existing(input);
    if (earlier) return { ...earlier, created: false };

    const priced = await priceOrder(catalog, input.items);
    const { payment } = input;
    if (payment.mode === 'prepaid' && payment.amountPaise !== priced.totalPaise) {
      throw new AppError('bad-request', AMOUNT_MISMATCH);
    }
    // Sorted (product, size): the 409 names the first short line in a stable order.
    const lines = [...priced.lines].sort((a, b) => cmp(a.productId, b.productId) || cmp(a.size, b.size));
    const now = clock.now();
    const { customerInfo: c } = input;
    try {
      const placed = await repo.writeOrder(
        db,
        {
          userId: input.userId,
          totalPaise: priced.totalPaise,
          paymentMode: payment.mode,
          idempotencyKey: input.idempotencyKey ?? null,
          customerName: c.name,
          customerEmail: c.email,
          customerPhone: c.phone,
          address: c.address,
          city: c.city,
          state: c.state,
          pincode: c.pincode,
          notes: c.notes,
          ...(payment.mode === 'prepaid'
            ? { gatewayOrderId: payment.gatewayOrderId, gatewayPaymentId: payment.gatewayPaymentId, paidAt: now }
            : {}),
          createdAt: now,
          updatedAt: now,
        },
        priced.lines.map((line, position) => ({
          productId: line.productId,
          title: line.title,
          image: line.image,
          size: line.size,
          quantity: line.quantity,
          unitPricePaise: line.unitPricePaise,
          position,
        })),
      );
      // After the commit, so orders never queue on the catalogue's version; the other processes are
      // told in a batch the order need not wait for (decision 012).
      void catalog.changed();
      return { ...placed, created: true };
    } catch (error) {
      // A concurrent duplicate committed first: answer with its order (ours wrote nothing). When it
      // took the last units, the duplicate queued behind it on the stock row fails the stock check
      // before reaching the unique key, so look for the winner then too; else a paid verify or
      // webhook would be refused "out of stock" and flagged for a refund.
      const shortage = isStockShortage(error);
      if (shortage || uniqueViolation(error) !== null) {
        const winner = await existing(input);
        if (winner) return { ...winner, created: false };
      }
      // Some line is short of stock: nothing was written. Name the first short line (sorted).
      if (shortage) {
        const left = await repo.stocksOf(db, lines);
        const short = Math.max(0, lines.findIndex((line, i) => (left[i] ?? 0) < line.quantity));
        const line = lines[short];
        if (line) throw stockShortage(line, left[short] ?? 0);
      }
      throw error;
    }
  };
}
export type PlaceOrder = ReturnType<typeof createPlaceOrder>;

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
