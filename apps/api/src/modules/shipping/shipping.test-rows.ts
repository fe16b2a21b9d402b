// Rows the shipping tests need from other modules' tables, written straight to the database
// (never imported by the server).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, productVariants, sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../../shared/crypto';
import type { TestApp } from '../../testing/build-test-app';

let sequence = 0;

/** A shopper with a live session (stored as identity stores it: SHA-256 of the token). */
export async function signedInShopper(db: Db, fullName = 'Asha Verma') {
  sequence += 1;
  const phone = `+9197${String(process.pid % 1e4).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
  const [user] = await db
    .insert(users)
    .values({ fullName, email: `buyer${sequence}@example.in`, phone, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  const token = randomToken();
  await db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date('2100-01-01T00:00:00Z') });
  return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A kurti with stock per size at ₹799. */
export async function productWithStock(db: Db, stockBySize: Record<string, number>, title = 'Cotton Anarkali Kurti') {
  const [product] = await db.insert(products).values({ title, category: 'kurti' }).returning({ id: products.id });
  if (!product) throw new Error('product not inserted');
  await db
    .insert(productVariants)
    .values(
      Object.entries(stockBySize).map(([size, stock]) => ({ productId: product.id, size, stock, pricePaise: 79_900 })),
    );
  return product.id;
}

export async function stockOf(db: Db, productId: string, size: string): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  return row?.stock ?? Number.NaN;
}

/** A placed COD order, stock taken as placing an order takes it (Pune, Maharashtra by default). */
export async function placedOrder(
  db: Db,
  userId: string,
  lines: { productId: string; size: string; quantity: number }[],
  where: { city?: string; state?: string } = {},
) {
  const total = lines.reduce((sum, line) => sum + line.quantity * 79_900, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      totalPaise: total,
      paymentMode: 'cod',
      customerName: 'Asha Verma',
      customerEmail: 'asha@example.in',
      customerPhone: '+919876543210',
      address: '14 MG Road, Koregaon Park',
      city: where.city ?? 'Pune',
      state: where.state ?? 'Maharashtra',
      pincode: '411001',
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not inserted');
  for (const [position, line] of lines.entries()) {
    await db.insert(orderItems).values({
      orderId: order.id,
      productId: line.productId,
      title: 'Cotton Anarkali Kurti',
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: 79_900,
      position,
    });
    await db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(and(eq(productVariants.productId, line.productId), eq(productVariants.size, line.size)));
  }
  return order.id;
}

export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

/** POST /api/orders/book-shipping/{orderId} as the shopper. */
export function bookShipping(t: TestApp, orderId: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: `/api/orders/book-shipping/${orderId}`, headers });
}

/** A dev control of the simulator: advance, cancel or rto. */
export function simulate(t: TestApp, awb: string, action: 'advance' | 'cancel' | 'rto', query = '') {
  return t.app.inject({ method: 'POST', url: `/api/dev/shipments/${awb}/${action}${query}` });
}

/** A placed order booked with the simulator; returns its id and AWB. */
export async function bookedOrder(
  t: TestApp,
  shopper: { id: string; headers: Record<string, string> },
  productId: string,
  size = 'M',
  quantity = 1,
) {
  const orderId = await placedOrder(t.database.db, shopper.id, [{ productId, size, quantity }]);
  const res = await bookShipping(t, orderId, shopper.headers);
  if (res.statusCode !== 200) throw new Error(`booking failed: ${res.body}`);
  const awb = res.json<{ data: { awb: string } }>().data.awb;
  return { orderId, awb };
}
