// Helpers for the orders and payments tests (never imported by the server).
import { createHmac, randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { CustomerInfo } from '@vastra/domain/api';
import { orders, paymentOrders, products, productVariants, sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../../shared/crypto';
import type { TestApp } from '../../testing/build-test-app';

/** A product with per-size price (paise) and stock, written straight to the catalogue tables. */
export async function seedProduct(
  t: TestApp,
  title: string,
  variants: Record<string, { pricePaise: number; stock: number }>,
): Promise<string> {
  const [row] = await t.database.db
    .insert(products)
    .values({ title, category: 'kurti', images: [`/uploads/${title.toLowerCase().replace(/\W+/g, '-')}.svg`] })
    .returning({ id: products.id });
  if (!row) throw new Error('no product row');
  await t.database.db
    .insert(productVariants)
    .values(Object.entries(variants).map(([size, v], position) => ({ productId: row.id, size, ...v, position })));
  return row.id;
}

let phones = 0;

/** A shopper with a live session (the token's SHA-256 stored, as identity does); `expired` makes it stale. */
export async function signIn(t: TestApp, options: { expired?: boolean; fullName?: string } = {}) {
  const phone = `+917${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(6, '0')}`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      fullName: options.fullName ?? 'Asha Verma',
      email: 'asha@example.com',
      phone,
      passwordHash: 'not-a-real-hash',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user row');
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + (options.expired ? -60_000 : 86_400_000));
  await t.database.db.insert(sessions).values({ userId: user.id, tokenHash: sha256(token), expiresAt });
  return { userId: user.id, token };
}

/** Requests as one shopper (or anonymous without a token). */
export function as(t: TestApp, token?: string) {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return {
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers: { ...auth, ...headers }, payload: payload as object }),
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: auth }),
  };
}

export const CUSTOMER: CustomerInfo = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '12 MG Road, Flat 4B',
  city: 'Lucknow',
  state: 'Uttar Pradesh',
  pincode: '226001',
  notes: '',
};

export interface Line {
  productId: string;
  size?: string;
  quantity: number;
  price?: number;
  title?: string;
}

/** The spec's order items (productId, title, size, quantity, price): the client's price is sent but ignored. */
export const itemsOf = (lines: Line[]) =>
  lines.map((l) => ({
    productId: l.productId,
    title: l.title ?? 'Item',
    size: l.size ?? 'M',
    quantity: l.quantity,
    price: l.price ?? 1,
  }));

/** POST /api/orders/cod body (docs/rules/api.md#endpoints): the client's totalAmount is sent but ignored. */
export const codBody = (lines: Line[], totalAmount = 1) => ({
  customerInfo: CUSTOMER,
  items: itemsOf(lines),
  totalAmount,
  shippingCost: 0,
  paymentType: 'COD',
});

export async function stockOf(t: TestApp, productId: string, size: string): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  return row?.stock ?? -1;
}

export async function orderCount(t: TestApp, userId?: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(userId ? eq(orders.userId, userId) : undefined);
  return row?.n ?? 0;
}

export async function paymentOrderCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(paymentOrders);
  return row?.n ?? 0;
}

export async function paymentOrderOf(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

/** The catalogue version the app advances after a stock change (decision 012). */
export async function catalogVersion(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({
      v: sql<string>`(select case when is_called then last_value else 0 end from catalog_version)`.mapWith(Number),
    })
    .from(sql`(values (1)) as one (x)`);
  return row?.v ?? 0;
}

/** A signature made independently, exactly as Razorpay makes it (docs/rules/third-parties.md#razorpay-signature). */
export const razorpaySignature = (secret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

export const uuid = () => randomUUID();
