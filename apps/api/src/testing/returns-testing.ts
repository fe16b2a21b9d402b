import { eq } from 'drizzle-orm';
import { orderItems, orders, products, returnRequests } from '../db/schema';
import type { Db } from '../db/client';
import type { TestApp } from './build-test-app';
import { newOrder, productWithStock, signedIn, type Target } from './factories';

const dbOf = (target: Target): Db => ('database' in target ? target.database.db : target);

/**
 * A delivered order of one kurti line (₹799 a unit) by a new shopper, delivered at `deliveredAt`; `stock` is the
 * product's stock per size after the order took its units. Prepaid when asked, cash on delivery otherwise.
 */
export async function deliveredOrder(
  target: Target,
  options: {
    stock?: Record<string, number>;
    size?: string;
    quantity?: number;
    prepaid?: boolean;
    deliveredAt?: Date;
    returnable?: boolean;
    shopper?: Awaited<ReturnType<typeof signedIn>>;
  } = {},
) {
  const db = dbOf(target);
  const size = options.size ?? 'M';
  const quantity = options.quantity ?? 1;
  const stock = options.stock ?? { S: 2, M: 3, L: 1, XL: 0 };
  const productId = await productWithStock(target, { ...stock, [size]: (stock[size] ?? 0) + quantity });
  if (options.returnable === false)
    await db.update(products).set({ returnable: false }).where(eq(products.id, productId));
  const shopper = options.shopper ?? (await signedIn(target));
  const orderId = await newOrder(target, shopper.userId, [{ productId, size, quantity }]);
  await db
    .update(orders)
    .set({
      status: 'delivered',
      deliveredAt: options.deliveredAt ?? new Date('2026-11-20T06:00:00Z'),
      ...(options.prepaid
        ? {
            paymentMode: 'prepaid',
            gatewayOrderId: `order_${orderId.replaceAll('-', '').slice(0, 14)}`,
            gatewayPaymentId: `pay_${orderId.replaceAll('-', '').slice(0, 14)}`,
            paidAt: new Date('2026-11-15T09:00:00Z'),
          }
        : {}),
    })
    .where(eq(orders.id, orderId));
  const [item] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  if (!item) throw new Error('order item not found');
  return { orderId, productId, itemId: item.id, shopper };
}

export async function returnRow(target: Target, id: string) {
  const [row] = await dbOf(target).select().from(returnRequests).where(eq(returnRequests.id, id));
  if (!row) throw new Error('return request not found');
  return row;
}

/** POST /api/admin/returns/{id}/{action} as staff, with an optional JSON body. */
export const staffReturnAction = (
  t: TestApp,
  headers: Record<string, string>,
  id: string,
  action: string,
  payload?: object,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/returns/${id}/${action}`,
    headers,
    ...(payload ? { payload } : {}),
  });
