import { eq } from 'drizzle-orm';
import { orderItems, orders, products, returnRequests } from '../db/schema';
import type { Db } from '../db/client';
import { systemClock } from '../shared/clock';
import type { TestApp } from './build-test-app';
import { newOrder, productWithStock, signedIn, type Target } from './factories';

const dbOf = (target: Target): Db => ('database' in target ? target.database.db : target);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The clock the app under test reads (a bare database has none: the system's). */
const nowOf = (target: Target | Pick<TestApp, 'database' | 'clock'>): Date =>
  'clock' in target ? target.clock.now() : systemClock.now();

/**
 * A delivered order of one kurti line (₹799 a unit) by a new shopper, delivered at `deliveredAt` (by default a day
 * before the app's clock, so its return window is open whatever today's date); `stock` is the product's stock per
 * size after the order took its units. Prepaid when asked (paid six days before delivery), cash on delivery otherwise.
 */
export async function deliveredOrder(
  target: Target | Pick<TestApp, 'database' | 'clock'>,
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
  const deliveredAt = options.deliveredAt ?? new Date(nowOf(target).getTime() - DAY_MS);
  await db
    .update(orders)
    .set({
      status: 'delivered',
      deliveredAt,
      ...(options.prepaid
        ? {
            paymentMode: 'prepaid',
            gatewayOrderId: `order_${orderId.replaceAll('-', '').slice(0, 14)}`,
            gatewayPaymentId: `pay_${orderId.replaceAll('-', '').slice(0, 14)}`,
            paidAt: new Date(deliveredAt.getTime() - 6 * DAY_MS),
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
