// The search tests' catalogue (apps/api/src/modules/search): few products, with the traps a loose search falls
// into ("Zari" beside "sari", "Cotton Tee" beside "blue cotton kurta"), prices on both sides of ₹800, sizes in
// and out of stock, a discount ladder, orders for `popular` and products the storefront never shows.
import { SearchResponse } from '@vastra/domain/api';
import type { Category } from '@vastra/domain/catalog';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { orderItems, orders, products, productVariants } from '../db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { newShopper, type Target } from './factories';

interface FixtureProduct {
  title: string;
  category: Category;
  description: string;
  /** Size → [price in rupees, stock, original price in rupees?]. */
  sizes: Record<string, [number, number, number?]>;
  /** Days before "now" it was added (newest = smallest). */
  age: number;
  status?: 'draft' | 'archived';
}

export const SEARCH_FIXTURE: readonly FixtureProduct[] = [
  {
    title: 'Blue Cotton Kurti',
    category: 'kurti',
    description: 'Straight cut in indigo.',
    sizes: { M: [699, 5], L: [699, 0] },
    age: 1,
  },
  {
    title: 'Red Cotton Kurti',
    category: 'kurti',
    description: 'For festive days.',
    sizes: { M: [899, 3, 1199], L: [899, 2, 1199] },
    age: 2,
  },
  {
    title: 'Anarkali Kurti',
    category: 'kurti',
    description: 'Flared with a round neck.',
    sizes: { S: [1499, 2], M: [1499, 0] },
    age: 3,
  },
  {
    title: 'Chikankari Kurti',
    category: 'kurti',
    description: 'Lucknowi embroidery on white cotton.',
    sizes: { M: [1299, 4, 1999] },
    age: 4,
  },
  {
    title: 'Zari Work Dupatta',
    category: 'suits',
    description: 'Gold border, soft net.',
    sizes: { Free: [599, 6] },
    age: 5,
  },
  {
    title: 'Banarasi Silk Saree',
    category: 'saree',
    description: 'Woven silk with a zari pallu.',
    sizes: { Free: [2499, 1, 2999] },
    age: 6,
  },
  {
    title: 'Georgette Saree',
    category: 'saree',
    description: 'Light and easy to drape.',
    sizes: { Free: [999, 0] },
    age: 7,
  },
  {
    title: 'Cotton Tee',
    category: 't-shirt',
    description: 'Soft jersey in sky blue.',
    sizes: { S: [399, 10], M: [399, 10], L: [399, 0] },
    age: 8,
  },
  {
    title: 'Graphic T-Shirt',
    category: 't-shirt',
    description: 'Printed crew neck.',
    sizes: { M: [499, 2], XL: [499, 0] },
    age: 9,
  },
  {
    title: 'Salwar Suit Set',
    category: 'suits',
    description: 'Three pieces with a dupatta.',
    sizes: { M: [1799, 2, 2199], L: [1799, 1, 2199] },
    age: 10,
  },
  {
    title: 'Denim Shorts',
    category: 'shorts',
    description: 'Blue denim, mid rise.',
    sizes: { S: [599, 3], M: [599, 3] },
    age: 11,
  },
  {
    title: 'Draft Kurti',
    category: 'kurti',
    description: 'Not on sale yet.',
    sizes: { M: [499, 9] },
    age: 0,
    status: 'draft',
  },
  {
    title: 'Archived Saree',
    category: 'saree',
    description: 'No longer sold.',
    sizes: { Free: [499, 9] },
    age: 0,
    status: 'archived',
  },
];

/** Units sold per title, and orders that must not count (cancelled, or older than the popular window). */
export const SEARCH_FIXTURE_ORDERS: readonly { title: string; quantity: number; status?: string; age?: number }[] = [
  { title: 'Graphic T-Shirt', quantity: 5 },
  { title: 'Cotton Tee', quantity: 3 },
  { title: 'Red Cotton Kurti', quantity: 9, status: 'cancelled' },
  { title: 'Denim Shorts', quantity: 8, age: 40 },
  { title: 'Denim Shorts', quantity: 1, status: 'delivered' },
];

const DAY = 86_400_000;

/** Writes the fixture (products with their `created_at`, then the orders); answers each title's id. */
export async function seedSearchCatalogue(target: Target, now = Date.now()): Promise<Record<string, string>> {
  const db = 'database' in target ? target.database.db : target;
  const ids: Record<string, string> = {};
  for (const p of SEARCH_FIXTURE) {
    const created = new Date(now - p.age * DAY);
    const [row] = await db
      .insert(products)
      .values({
        title: p.title,
        category: p.category,
        description: p.description,
        images: [`/uploads/${p.title.toLowerCase().replace(/\W+/g, '-')}.svg`],
        status: p.status ?? 'active',
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('product not inserted');
    ids[p.title] = row.id;
    await db.insert(productVariants).values(
      Object.entries(p.sizes).map(([size, [price, stock, original]], position) => ({
        productId: row.id,
        size,
        pricePaise: price * 100,
        originalPricePaise: original === undefined ? null : original * 100,
        stock,
        position,
      })),
    );
  }
  const shopper = await newShopper(target);
  for (const o of SEARCH_FIXTURE_ORDERS) {
    const productId = ids[o.title] as string;
    const [order] = await db
      .insert(orders)
      .values({
        userId: shopper.id,
        status: o.status ?? 'placed',
        totalPaise: 100_000,
        paymentMode: 'cod',
        customerName: 'Asha Verma',
        customerEmail: 'asha@example.in',
        customerPhone: '+919876543210',
        address: '14 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        createdAt: new Date(now - (o.age ?? 0) * DAY),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not inserted');
    await db
      .insert(orderItems)
      .values({ orderId: order.id, productId, title: o.title, size: 'M', quantity: o.quantity, unitPricePaise: 100 });
  }
  return ids;
}

/** The titles of an answer's products, in its order. */
export const titlesOf = (r: SearchResponse) => r.items.map((p) => p.title);

/** The product ids of some titles, in the order given. */
export const idsOf = (ids: Record<string, string>, titles: readonly string[]) => titles.map((t) => ids[t]);

/**
 * A test file's app over this catalogue, built before its tests and closed after them: `ids` (by title) is filled once
 * it is built; `search(query)` is GET /api/client/search with that query string, checked to answer 200.
 */
export function useSearchCatalogueApp() {
  let t: TestApp | undefined;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    Object.assign(ids, await seedSearchCatalogue(t));
  });
  afterAll(() => t?.close());
  const inject = (options: InjectOptions) => (t as TestApp).app.inject(options);
  const get = (url: string) => inject({ method: 'GET', url });
  async function search(query: string): Promise<SearchResponse> {
    const res = await get(`/api/client/search${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponse.parse(res.json());
  }
  return { ids, inject, get, search };
}
