import { randomUUID } from 'node:crypto';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderItems, stockMovements } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { catalogVersion, codBody, newProduct, signedIn, signedInStaff, stockOf } from '../../testing/factories';
import { as } from '../../testing/requests';

// Files here run on PGlite (one transaction at a time) and, with scripts/test-pg.sh, on PostgreSQL,
// where the race below really races.

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signedInStaff(t, { fullName: 'Ravi Menon' });
});
afterAll(() => t.close());

const put = (productId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/products/${productId}/stock`, headers: staff.headers, payload });
const history = (productId: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/products/${productId}/stock-movements${query}`,
    headers: staff.headers,
  });

const movementsOf = (productId: string) =>
  t.database.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(asc(stockMovements.id));

const kurti = () =>
  newProduct(t, 'Stock Kurti', {
    M: { pricePaise: 79_900, stock: 5 },
    L: { pricePaise: 79_900, stock: 2 },
  });

describe('PUT /api/admin/products/{id}/stock', () => {
  it('sets and adjusts sizes at once, records each change (reason, note, staff), audits, bumps', async () => {
    const id = await kurti();
    const version = await catalogVersion(t);
    const res = await put(id, {
      reason: 'received',
      note: 'Diwali restock',
      changes: [
        { size: 'M', delta: 4 },
        { size: 'L', stock: 10 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      variants: [
        { size: 'M', stock: 9 },
        { size: 'L', stock: 10 },
      ],
    });
    expect(await stockOf(t, id, 'M')).toBe(9);
    const movements = await movementsOf(id);
    expect(movements.map((m) => [m.size, m.before, m.after, m.reason, m.note, m.staffId, m.staffName])).toEqual([
      ['M', 5, 9, 'received', 'Diwali restock', staff.id, 'Ravi Menon'],
      ['L', 2, 10, 'received', 'Diwali restock', staff.id, 'Ravi Menon'],
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.set'), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({
      targetType: 'product',
      staffName: 'Ravi Menon',
      before: { stock: { M: 5, L: 2 } },
      after: { stock: { M: 9, L: 10 }, reason: 'received', note: 'Diwali restock' },
    });
    expect(await catalogVersion(t)).toBeGreaterThan(version);
    // The storefront shows it at once.
    const shop = await t.app.inject({ method: 'GET', url: `/api/client/products/${id}` });
    expect(shop.json()).toMatchObject({ stockBySize: { M: 9, L: 10 } });
  });

  it('records each size with its own reason when they differ, and audits the reasons per size', async () => {
    const id = await kurti();
    const res = await put(id, {
      note: 'Stock count',
      changes: [
        { size: 'M', delta: 3, reason: 'received' },
        { size: 'L', delta: -1, reason: 'damaged' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await movementsOf(id)).map((m) => [m.size, m.before, m.after, m.reason, m.note])).toEqual([
      ['M', 5, 8, 'received', 'Stock count'],
      ['L', 2, 1, 'damaged', 'Stock count'],
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.set'), eq(auditLog.targetId, id)));
    expect(entry?.after).toEqual({
      stock: { M: 8, L: 1 },
      reasons: { M: 'received', L: 'damaged' },
      note: 'Stock count',
    });
  });

  it("takes a size's own reason over the adjustment's", async () => {
    const id = await kurti();
    const res = await put(id, {
      reason: 'received',
      changes: [
        { size: 'M', delta: 1 },
        { size: 'L', delta: -1, reason: 'damaged' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await movementsOf(id)).map((m) => [m.size, m.reason])).toEqual([
      ['M', 'received'],
      ['L', 'damaged'],
    ]);
  });

  it('refuses a change below zero with 409 stock_negative and applies nothing', async () => {
    const id = await kurti();
    const res = await put(id, {
      reason: 'damaged',
      changes: [
        { size: 'M', delta: -1 },
        { size: 'L', delta: -3 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.stockWouldBeNegative, code: 'stock_negative', field: 'changes.1' });
    expect([await stockOf(t, id, 'M'), await stockOf(t, id, 'L')]).toEqual([5, 2]);
    expect(await movementsOf(id)).toEqual([]);
  });

  it('refuses an unknown size with 422 and applies nothing', async () => {
    const id = await kurti();
    const res = await put(id, {
      reason: 'correction',
      changes: [
        { size: 'M', stock: 1 },
        { size: 'XXL', stock: 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: M.sizeUnknown, code: 'unprocessable', field: 'changes.1.size' });
    expect(await stockOf(t, id, 'M')).toBe(5);
  });

  it.each([
    ['no reason', { changes: [{ size: 'M', stock: 1 }] }, `reason: ${M.reasonRequired}`],
    [
      "a size without a reason of its own or the adjustment's",
      {
        changes: [
          { size: 'M', stock: 1, reason: 'received' },
          { size: 'L', stock: 1 },
        ],
      },
      `reason: ${M.reasonRequired}`,
    ],
    ['the import reason on a size', { changes: [{ size: 'M', stock: 1, reason: 'import' }] }, 'changes.0'],
    ['the import reason', { reason: 'import', changes: [{ size: 'M', stock: 1 }] }, 'reason'],
    ['a negative stock', { reason: 'correction', changes: [{ size: 'M', stock: -1 }] }, 'changes.0'],
    ['no changes', { reason: 'correction', changes: [] }, 'changes'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const id = await kurti();
    const res = await put(id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message.startsWith(field)).toBe(true);
    expect(await stockOf(t, id, 'M')).toBe(5);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await put(randomUUID(), { reason: 'received', changes: [{ size: 'M', delta: 1 }] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: CATALOG_MESSAGES.productNotFound, code: 'not_found' });
  });
});

describe('GET /api/admin/products/{id}/stock-movements', () => {
  it('lists newest first, paged by cursor; 404 for an unknown product; 400 for a bad cursor', async () => {
    const id = await kurti();
    for (const delta of [1, 2, 3]) {
      expect((await put(id, { reason: 'received', changes: [{ size: 'M', delta }] })).statusCode).toBe(200);
    }
    const first = await history(id, '?limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json<{ items: { before: number; after: number; staffName: string }[]; nextCursor: string }>();
    expect(page.items.map((m) => [m.before, m.after])).toEqual([
      [8, 11],
      [6, 8],
    ]);
    expect(page.items[0]).toMatchObject({
      productId: id,
      size: 'M',
      reason: 'received',
      note: null,
      staffName: 'Ravi Menon',
    });
    const second = (await history(id, `?limit=2&cursor=${page.nextCursor}`)).json<{
      items: { before: number; after: number }[];
      nextCursor: string | null;
    }>();
    expect(second.items.map((m) => [m.before, m.after])).toEqual([[5, 6]]);
    expect(second.nextCursor).toBeNull();
    expect((await history(randomUUID())).statusCode).toBe(404);
    const bad = await history(id, '?cursor=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'cursor', code: 'bad_request' });
  });
});

describe('stock under concurrency', () => {
  it('concurrent deltas and COD orders on one size end at the arithmetic result, never below zero', async () => {
    const id = await newProduct(t, 'Race Kurti', { M: { pricePaise: 79_900, stock: 20 } });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => signedIn(t)));
    const deltas = [5, -3, 4, -2, 6, -1, 3, -4, 2, -5];
    const responses = await Promise.all([
      ...deltas.map((delta) => put(id, { reason: 'correction', changes: [{ size: 'M', delta }] })),
      ...buyers.map((b) =>
        as(t, b.token).post('/api/orders/cod', codBody([{ productId: id, size: 'M', quantity: 1 }])),
      ),
    ]);
    const adjusted = responses.slice(0, deltas.length);
    const ordered = responses.slice(deltas.length);
    // 20 + 5 in by hand, at most 10 out by hand, 12 orders: enough for everything whatever the order.
    expect(adjusted.map((r) => r.statusCode)).toEqual(deltas.map(() => 200));
    expect(ordered.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    const sold = await t.database.db.select().from(orderItems).where(eq(orderItems.productId, id));
    const expected = 20 + deltas.reduce((a, b) => a + b, 0) - sold.length;
    expect(expected).toBe(13);
    expect(await stockOf(t, id, 'M')).toBe(expected);
    // Each movement saw the stock as it was under its lock: before + delta = after, never below zero.
    const movements = await movementsOf(id);
    expect(movements).toHaveLength(deltas.length);
    for (const m of movements) expect(m.after).toBeGreaterThanOrEqual(0);
    expect(movements.map((m) => m.after - m.before).sort()).toEqual([...deltas].sort());
  });

  it('refuses the deltas that would go below zero when orders took the stock first, never overselling', async () => {
    const id = await newProduct(t, 'Scarce Kurti', { M: { pricePaise: 79_900, stock: 6 } });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signedIn(t)));
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, () => put(id, { reason: 'damaged', changes: [{ size: 'M', delta: -1 }] })),
      ...buyers.map((b) =>
        as(t, b.token).post('/api/orders/cod', codBody([{ productId: id, size: 'M', quantity: 1 }])),
      ),
    ]);
    const ok = responses.filter((r) => r.statusCode === 200 || r.statusCode === 201).length;
    const refused = responses.filter((r) => r.statusCode === 409).length;
    expect(ok).toBe(6);
    expect(refused).toBe(6);
    expect(await stockOf(t, id, 'M')).toBe(0);
    const movements = await movementsOf(id);
    const sold = await t.database.db.select().from(orderItems).where(eq(orderItems.productId, id));
    expect(movements.length + sold.length).toBe(6);
    for (const m of movements) expect([m.after, m.before - m.after]).toEqual([m.before - 1, 1]);
  });
});
