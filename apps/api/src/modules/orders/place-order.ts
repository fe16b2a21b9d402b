import type { CustomerInfo, OrderItemInput } from '@vastra/domain/api';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Clock } from '../../shared/clock';
import type { OrderCatalog } from './order-catalog.port';
import { ordersRepository as repo, type OrderWithItems } from './orders.repository';
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
 * catalogue, then in ONE transaction takes the stock of each line atomically, writes the order and
 * its lines and bumps the catalogue version. Any line short of stock rolls everything back (409).
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
    // Rows are locked in one global order (product, size), so two multi-line orders never deadlock.
    const lines = [...priced.lines].sort((a, b) => cmp(a.productId, b.productId) || cmp(a.size, b.size));
    const now = clock.now();
    const { customerInfo: c } = input;
    try {
      const placed = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        for (const line of lines) {
          const left = await repo.takeStock(tx, line.productId, line.size, line.quantity);
          if (left === null) throw stockShortage(line, await repo.stockOf(tx, line.productId, line.size));
        }
        const order = await repo.insert(
          tx,
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
        await catalog.bumpCatalogVersion(tx);
        return order;
      });
      catalog.invalidate();
      return { ...placed, created: true };
    } catch (error) {
      // A concurrent duplicate committed first: answer with its order (ours rolled back whole).
      if (uniqueViolation(error) !== null) {
        const winner = await existing(input);
        if (winner) return { ...winner, created: false };
      }
      throw error;
    }
  };
}
export type PlaceOrder = ReturnType<typeof createPlaceOrder>;

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
