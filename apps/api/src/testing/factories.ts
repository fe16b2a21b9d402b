// Rows the API tests need, written straight to the database, and the reads that check them.
// One place for every module's tests; the server never imports it.
import { createHmac, randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AddressDetails } from '@vastra/domain/address';
import type { CustomerInfo } from '@vastra/domain/api';
import type { StaffRole } from '@vastra/domain/back-office';
import { CUSTOMER_INFO } from '@vastra/domain/testing';
import type { Db } from '../db/client';
import {
  orderItems,
  orders,
  paymentOrders,
  products,
  productVariants,
  reviews,
  sessions,
  staff,
  staffSessions,
  users,
} from '../db/schema';
import { newStaffToken } from '../modules/staff/staff-sessions';
import { randomToken, sha256 } from '../shared/crypto';
import type { TestApp } from './build-test-app';

/** A test app or its database: every factory takes either. */
export type Target = Db | Pick<TestApp, 'database'>;

const dbOf = (target: Target): Db => ('database' in target ? target.database.db : target);

const { house: _house, area: _area, landmark: _landmark, altPhone: _altPhone, ...SPEC_CUSTOMER } = CUSTOMER_INFO;

/**
 * The shopper every test bills and ships to (the domain's test customer), with the specification's fields: an order's
 * answer carries those, and the address's optional details (docs/decisions/130-address-details.md) default to empty.
 */
export const CUSTOMER: Omit<CustomerInfo, keyof AddressDetails> = SPEC_CUSTOMER;

/** A saved address with every field of the billing form (POST /api/addresses). */
export const SAVED_ADDRESS = {
  label: 'Home',
  firstName: 'Asha',
  lastName: 'Verma',
  state: 'Karnataka',
  city: 'Bengaluru',
  address: '12 MG Road',
  pinCode: '560001',
  phone: '9876543210',
  email: 'asha@example.com',
} as const;

export const uuid = () => randomUUID();

/** A random (version 4) UUID, as our ids and request ids are made. */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let sequence = 0;

/** A registered shopper with a phone no other shopper of this run has (the pid keeps forks apart). */
export async function newShopper(target: Target, options: { fullName?: string } = {}) {
  sequence += 1;
  const phone = `+917${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(6, '0')}`;
  const [row] = await dbOf(target)
    .insert(users)
    .values({
      fullName: options.fullName ?? CUSTOMER.name,
      email: `shopper${sequence}@example.in`,
      phone,
      passwordHash: 'not-a-real-hash',
    })
    .returning({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone });
  if (!row) throw new Error('user not inserted');
  return row;
}

/**
 * A session for `userId`, stored as identity stores it (SHA-256 of the token); returns the token.
 * A live one lasts past any date a test's clock is moved to; `expired` ended a minute ago.
 */
export async function newSession(target: Target, userId: string, options: { expired?: boolean } = {}) {
  const token = randomToken(32);
  const expiresAt = options.expired ? new Date(Date.now() - 60_000) : new Date('2100-01-01T00:00:00Z');
  await dbOf(target)
    .insert(sessions)
    .values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
}

/**
 * A member of staff (`role` manager unless said) with a live staff session, stored as the staff module stores it,
 * and the headers that carry its token. The password hash is a placeholder: sign-in tests create staff through
 * the staff module instead.
 */
export async function signedInStaff(
  target: Target,
  options: { role?: StaffRole; fullName?: string; expired?: boolean } = {},
) {
  sequence += 1;
  const phone = `+916${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(6, '0')}`;
  const db = dbOf(target);
  const [member] = await db
    .insert(staff)
    .values({ phone, fullName: options.fullName ?? 'Meera Iyer', role: options.role ?? 'manager', passwordHash: 'x' })
    .returning({ id: staff.id, fullName: staff.fullName, phone: staff.phone, role: staff.role });
  if (!member) throw new Error('staff not inserted');
  const token = newStaffToken();
  const expiresAt = options.expired ? new Date(Date.now() - 60_000) : new Date('2100-01-01T00:00:00Z');
  await db.insert(staffSessions).values({ staffId: member.id, tokenHash: sha256(token), expiresAt });
  return { ...member, token, headers: { authorization: `Bearer ${token}` } };
}

/** A shopper with a live session (`expired` makes it stale), and the headers that carry its token. */
export async function signedIn(target: Target, options: { fullName?: string; expired?: boolean } = {}) {
  const user = await newShopper(target, options);
  const token = await newSession(target, user.id, options);
  return { id: user.id, userId: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A product with per-size price (paise) and stock, written straight to the catalogue tables. */
export async function newProduct(
  target: Target,
  title = 'Cotton Anarkali Kurti',
  variants: Record<string, { pricePaise: number; stock: number }> = {},
): Promise<string> {
  const db = dbOf(target);
  const [row] = await db
    .insert(products)
    .values({ title, category: 'kurti', images: [`/uploads/${title.toLowerCase().replace(/\W+/g, '-')}.svg`] })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  const sizes = Object.entries(variants);
  if (sizes.length > 0) {
    await db
      .insert(productVariants)
      .values(sizes.map(([size, v], position) => ({ productId: row.id, size, ...v, position })));
  }
  return row.id;
}

/**
 * Runs `check` while product `id` carries other titles (English and Hindi), then gives it its own back: what an order
 * or a return kept is then told apart from what the catalogue says now.
 */
export async function whileRetitled(
  target: Target,
  id: string,
  titles: { title: string; titleHi: string },
  check: () => Promise<void>,
): Promise<void> {
  const db = dbOf(target);
  const [own] = await db
    .select({ title: products.title, titleHi: products.titleHi })
    .from(products)
    .where(eq(products.id, id));
  await db.update(products).set(titles).where(eq(products.id, id));
  try {
    await check();
  } finally {
    if (own) await db.update(products).set(own).where(eq(products.id, id));
  }
}

/** A kurti with stock per size at ₹799. */
export function productWithStock(target: Target, stockBySize: Record<string, number>, title?: string) {
  const variants = Object.fromEntries(
    Object.entries(stockBySize).map(([size, stock]) => [size, { pricePaise: 79_900, stock }]),
  );
  return newProduct(target, title, variants);
}

/** A placed COD order, stock taken as placing an order takes it (Pune, Maharashtra by default). */
export async function newOrder(
  target: Target,
  userId: string,
  lines: { productId: string; size: string; quantity: number }[],
  where: { city?: string; state?: string } = {},
) {
  const db = dbOf(target);
  const total = lines.reduce((sum, line) => sum + line.quantity * 79_900, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      totalPaise: total,
      paymentMode: 'cod',
      customerName: CUSTOMER.name,
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

export async function newReview(
  target: Target,
  review: { productId: string; userName: string | null; rating: number; comment: string; createdAt: Date },
): Promise<string> {
  const [row] = await dbOf(target).insert(reviews).values(review).returning({ id: reviews.id });
  if (!row) throw new Error('review not inserted');
  return row.id;
}

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

/** POST /api/orders/cod body: the client's totalAmount is sent but ignored. */
export const codBody = (lines: Line[], totalAmount = 1) => ({
  customerInfo: CUSTOMER,
  items: itemsOf(lines),
  totalAmount,
  shippingCost: 0,
  paymentType: 'COD',
});

/** A signature made independently, the way Razorpay makes it: HMAC-SHA256 of `order_id|payment_id`. */
export const razorpaySignature = (secret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

/** The stock of one size, or -1 when the product has no such size. */
export async function stockOf(target: Target, productId: string, size: string): Promise<number> {
  const [row] = await dbOf(target)
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  return row?.stock ?? -1;
}

export async function orderRow(target: Target, orderId: string) {
  const [row] = await dbOf(target).select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

export async function orderCount(target: Target, userId?: string): Promise<number> {
  const [row] = await dbOf(target)
    .select({ n: count() })
    .from(orders)
    .where(userId ? eq(orders.userId, userId) : undefined);
  return row?.n ?? 0;
}

export async function paymentOrderCount(target: Target): Promise<number> {
  const [row] = await dbOf(target).select({ n: count() }).from(paymentOrders);
  return row?.n ?? 0;
}

export async function paymentOrderOf(target: Target, id: string) {
  const [row] = await dbOf(target).select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

/** The catalogue version the app advances after a stock change. */
export async function catalogVersion(target: Target): Promise<number> {
  const [row] = await dbOf(target)
    .select({
      v: sql<string>`(select case when is_called then last_value else 0 end from catalog_version)`.mapWith(Number),
    })
    .from(sql`(values (1)) as one (x)`);
  return row?.v ?? 0;
}
