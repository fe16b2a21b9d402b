import { randomUUID } from 'node:crypto';
import { BACK_OFFICE_MESSAGES as M, PRODUCT_DESCRIPTION_MAX, PRODUCT_TITLE_MAX } from '@vastra/domain/back-office';
import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productImages, products, stockMovements } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  catalogVersion,
  codBody,
  newProduct,
  orderRow,
  signedIn,
  signedInStaff,
  stockOf,
} from '../../testing/factories';
import { as } from '../../testing/requests';
import { systemClock } from '../../shared/clock';
import { createProductWrites } from './product-writes';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signedInStaff(t, { fullName: 'Meera Iyer' });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: staff.headers, ...(payload === undefined ? {} : { payload: payload as Json }) });

const kurtiBody = (title = 'Block Print Kurti') => ({
  title,
  description: 'Hand block printed cotton.',
  category: 'kurti',
  variants: [
    { size: 'M', pricePaise: 89_900, originalPricePaise: 119_900, stock: 5 },
    { size: 'L', pricePaise: 89_900, originalPricePaise: null, stock: 0 },
  ],
});

async function created(title?: string): Promise<Json & { id: string }> {
  const res = await call('POST', '/api/admin/products', kurtiBody(title));
  expect(res.statusCode).toBe(201);
  return res.json();
}

const movementsOf = (productId: string) =>
  t.database.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(asc(stockMovements.id));

const auditOf = (productId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'product'), eq(auditLog.targetId, productId)))
    .orderBy(asc(auditLog.id));

describe('the guard', () => {
  it('answers 401 without a token and 403 staff_only to a shopper', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/products' });
    expect(none.statusCode).toBe(401);
    const shopper = await signedIn(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: shopper.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'staff_only', message: M.staffOnly });
  });
});

describe('POST /api/admin/products', () => {
  it('creates a draft with its sizes, records the opening stock and the audit entry, bumps the catalogue', async () => {
    const version = await catalogVersion(t);
    const product = await created('Opening Stock Kurti');
    expect(product).toMatchObject({
      title: 'Opening Stock Kurti',
      description: 'Hand block printed cotton.',
      category: 'kurti',
      status: 'draft',
      images: [],
      variants: [
        { size: 'M', pricePaise: 89_900, originalPricePaise: 119_900, stock: 5 },
        { size: 'L', pricePaise: 89_900, originalPricePaise: null, stock: 0 },
      ],
    });
    const movements = await movementsOf(product.id);
    expect(movements.map((m) => [m.size, m.before, m.after, m.reason, m.staffName])).toEqual([
      ['M', 0, 5, 'received', 'Meera Iyer'],
    ]);
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({ action: 'product.create', staffId: staff.id, staffName: 'Meera Iyer', before: null });
    expect((entry?.after as Json).title).toBe('Opening Stock Kurti');
    expect(await catalogVersion(t)).toBeGreaterThan(version);
  });

  it('refuses to create an active product: it has no photo yet (422)', async () => {
    const res = await call('POST', '/api/admin/products', { ...kurtiBody(), status: 'active' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'unprocessable', message: M.activeNeedsImage, field: 'status' });
  });

  it('refuses a category the shop does not have (422 category_unknown), writing nothing', async () => {
    const before = await t.database.db.select({ id: products.id }).from(products);
    const res = await call('POST', '/api/admin/products', { ...kurtiBody(), category: 'hat' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Unknown category “hat”: add it under Categories first.',
      code: 'category_unknown',
      field: 'category',
    });
    expect(await t.database.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });

  it.each([
    ['no title', { title: '  ' }, 'title: Title is required'],
    ['no sizes', { variants: [] }, 'variants: Add at least one size'],
    [
      'a negative price',
      { variants: [{ size: 'M', pricePaise: -100, originalPricePaise: null, stock: 1 }] },
      'variants.0.pricePaise: Price must be more than ₹0',
    ],
    [
      'a fractional price',
      { variants: [{ size: 'M', pricePaise: 10.5, originalPricePaise: null, stock: 1 }] },
      'variants.0.pricePaise: Price must be in whole paise',
    ],
    [
      'negative stock',
      { variants: [{ size: 'M', pricePaise: 100, originalPricePaise: null, stock: -1 }] },
      'variants.0.stock: Stock cannot be negative',
    ],
    [
      'an original price below the price',
      { variants: [{ size: 'M', pricePaise: 500, originalPricePaise: 400, stock: 1 }] },
      'variants.0.originalPricePaise: Original price must be at least the price',
    ],
    [
      'a size twice',
      {
        variants: [
          { size: 'M', pricePaise: 500, originalPricePaise: null, stock: 1 },
          { size: 'm', pricePaise: 500, originalPricePaise: null, stock: 1 },
        ],
      },
      'variants.1.size: Each size can appear only once',
    ],
  ])('refuses %s with 400 naming the field', async (_, change, message) => {
    const before = await t.database.db.select({ id: products.id }).from(products);
    const res = await call('POST', '/api/admin/products', { ...kurtiBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'bad_request', field: message.split(':')[0] });
    expect(await t.database.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });
});

describe('GET /api/admin/products/{id}', () => {
  it('answers the product, and 404 for an unknown or malformed id', async () => {
    const product = await created();
    const res = await call('GET', `/api/admin/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(product);
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await call('GET', `/api/admin/products/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'not_found', message: CATALOG_MESSAGES.productNotFound });
    }
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('changes fields; kept sizes get new prices, keep their stock; new ones are recorded; others go', async () => {
    const product = await created('Patch Kurti');
    const res = await call('PATCH', `/api/admin/products/${product.id}`, {
      title: 'Patched Kurti',
      variants: [
        { size: 'XL', pricePaise: 99_900, originalPricePaise: null, stock: 7 },
        { size: 'M', pricePaise: 79_900, originalPricePaise: null, stock: 999 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Patched Kurti',
      description: 'Hand block printed cotton.',
      variants: [
        { size: 'XL', pricePaise: 99_900, originalPricePaise: null, stock: 7 },
        { size: 'M', pricePaise: 79_900, originalPricePaise: null, stock: 5 },
      ],
    });
    expect(await stockOf(t, product.id, 'L')).toBe(-1);
    const movements = await movementsOf(product.id);
    expect(movements.map((m) => [m.size, m.before, m.after, m.reason])).toEqual([
      ['M', 0, 5, 'received'],
      ['XL', 0, 7, 'received'],
    ]);
    const entries = await auditOf(product.id);
    expect(entries.map((e) => e.action)).toEqual(['product.create', 'product.update']);
    expect((entries[1]?.before as Json).title).toBe('Patch Kurti');
    expect((entries[1]?.after as Json).title).toBe('Patched Kurti');
  });

  it('keeps whether the product can be returned: stored on create and update, answered, audited', async () => {
    const res = await call('POST', '/api/admin/products', { ...kurtiBody('Final Sale Kurti'), returnable: false });
    expect(res.statusCode).toBe(201);
    const product = res.json<Json & { id: string }>();
    expect(product.returnable).toBe(false);
    const rowOf = async () =>
      (await t.database.db.select().from(products).where(eq(products.id, product.id)))[0]?.returnable;
    expect(await rowOf()).toBe(false);
    const defaulted = await created('Returnable Kurti');
    expect(defaulted.returnable).toBe(true);

    const patched = await call('PATCH', `/api/admin/products/${product.id}`, { returnable: true });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ returnable: true, title: 'Final Sale Kurti' });
    expect(await rowOf()).toBe(true);
    expect((await call('GET', `/api/admin/products/${product.id}`)).json()).toMatchObject({ returnable: true });
    const entries = await auditOf(product.id);
    expect((entries[0]?.after as Json).returnable).toBe(false);
    expect((entries[1]?.before as Json).returnable).toBe(false);
    expect((entries[1]?.after as Json).returnable).toBe(true);

    const untouched = await call('PATCH', `/api/admin/products/${product.id}`, { title: 'Still Returnable Kurti' });
    expect(untouched.json()).toMatchObject({ returnable: true });
  });

  it('refuses making a product without a photo active (422), and allows it once it has one', async () => {
    const product = await created('Photo Kurti');
    const refused = await call('PATCH', `/api/admin/products/${product.id}`, { status: 'active' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'unprocessable', message: M.activeNeedsImage });
    await t.database.db.insert(productImages).values({
      productId: product.id,
      storageKey: `products/${product.id}/a`,
      url: '/media/products/a-800x1000/800.jpg',
      width: 800,
      height: 1000,
    });
    const res = await call('PATCH', `/api/admin/products/${product.id}`, { status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active' });
  });

  it('refuses a bad body with 400 naming the field, and an unknown product with 404', async () => {
    const product = await created();
    const bad = await call('PATCH', `/api/admin/products/${product.id}`, { title: 'x'.repeat(121) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: `title: ${M.titleTooLong}`, field: 'title' });
    const unknown = await call('PATCH', `/api/admin/products/${product.id}`, { stock: 4 });
    expect(unknown.statusCode).toBe(400);
    const missing = await call('PATCH', `/api/admin/products/${randomUUID()}`, { title: 'Nobody' });
    expect(missing.statusCode).toBe(404);
  });

  it('never changes an order already placed: its lines and total keep the price it was placed at', async () => {
    const kurti = await newProduct(t, 'Price Lock Kurti', { M: { pricePaise: 79_900, stock: 10 } });
    const buyer = await signedIn(t);
    const placed = await as(t, buyer.token).post(
      '/api/orders/cod',
      codBody([{ productId: kurti, size: 'M', quantity: 2 }]),
    );
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json<{ orderId: string }>();
    const res = await call('PATCH', `/api/admin/products/${kurti}`, {
      title: 'Renamed Kurti',
      variants: [{ size: 'M', pricePaise: 129_900, originalPricePaise: null, stock: 0 }],
    });
    expect(res.statusCode).toBe(200);
    const order = await as(t, buyer.token).get(`/api/orders/${orderId}`);
    expect(order.json()).toMatchObject({
      totalAmount: 1598,
      items: [{ title: 'Price Lock Kurti', size: 'M', quantity: 2, price: 799 }],
    });
    expect((await orderRow(t, orderId)).totalPaise).toBe(159_800);
    expect(await stockOf(t, kurti, 'M')).toBe(8);
  });
});

describe('the Hindi title and description (docs/decisions/136-hindi-storefront.md)', () => {
  const hindiOf = async (id: string) =>
    (
      await t.database.db
        .select({ titleHi: products.titleHi, descriptionHi: products.descriptionHi })
        .from(products)
        .where(eq(products.id, id))
    )[0];

  it('are stored on create (trimmed, composed) and update, answered, cleared by an empty text, audited', async () => {
    const res = await call('POST', '/api/admin/products', {
      ...kurtiBody('Hindi Block Print Kurti'),
      titleHi: '  हैंड ब्लॉक प्रिंट कुर्ती ',
      // The nukta as one character (U+095C): kept as the search reads queries, ड + ़.
      descriptionHi: 'सूती क\u092a\u095c\u093e',
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json<Json & { id: string }>();
    expect(product).toMatchObject({
      titleHi: 'हैंड ब्लॉक प्रिंट कुर्ती',
      descriptionHi: 'सूती क\u092a\u0921\u093c\u093e',
    });
    expect(await hindiOf(product.id)).toEqual({
      titleHi: 'हैंड ब्लॉक प्रिंट कुर्ती',
      descriptionHi: 'सूती क\u092a\u0921\u093c\u093e',
    });
    expect((await call('GET', `/api/admin/products/${product.id}`)).json()).toEqual(product);
    expect(await created('English Only Kurti')).toMatchObject({ titleHi: '', descriptionHi: '' });

    const described = await call('PATCH', `/api/admin/products/${product.id}`, { descriptionHi: 'हाथ से छपी' });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ titleHi: 'हैंड ब्लॉक प्रिंट कुर्ती', descriptionHi: 'हाथ से छपी' });
    const cleared = await call('PATCH', `/api/admin/products/${product.id}`, { titleHi: ' ', descriptionHi: '' });
    expect(cleared.json()).toMatchObject({ titleHi: '', descriptionHi: '', title: 'Hindi Block Print Kurti' });
    expect(await hindiOf(product.id)).toEqual({ titleHi: '', descriptionHi: '' });

    const entries = await auditOf(product.id);
    expect((entries[0]?.after as Json).titleHi).toBe('हैंड ब्लॉक प्रिंट कुर्ती');
    expect((entries[2]?.before as Json).titleHi).toBe('हैंड ब्लॉक प्रिंट कुर्ती');
    expect((entries[2]?.after as Json).titleHi).toBe('');
  });

  it.each([
    ['titleHi', 'क'.repeat(PRODUCT_TITLE_MAX + 1), M.titleHiTooLong],
    ['descriptionHi', 'क'.repeat(PRODUCT_DESCRIPTION_MAX + 1), M.descriptionHiTooLong],
  ])('refuses a %s too long with 400 naming the field, writing nothing', async (field, text, message) => {
    const product = await created('Too Long Hindi Kurti');
    const patched = await call('PATCH', `/api/admin/products/${product.id}`, { [field]: text });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ message: `${field}: ${message}`, code: 'bad_request', field });
    expect(await hindiOf(product.id)).toEqual({ titleHi: '', descriptionHi: '' });
    const posted = await call('POST', '/api/admin/products', { ...kurtiBody(), [field]: text });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toMatchObject({ field });
  });

  it('reach the storefront answer as `hindi` only while the product has a Hindi title', async () => {
    const kurti = await newProduct(t, 'Storefront Hindi Kurti', { M: { pricePaise: 79_900, stock: 3 } });
    const shown = async () => {
      const one = await t.app.inject({ method: 'GET', url: `/api/client/products/${kurti}` });
      expect(one.statusCode).toBe(200);
      const all = await t.app.inject({ method: 'GET', url: '/api/client/products' });
      expect(all.json<Json[]>().find((p) => p._id === kurti)).toEqual(one.json());
      return one.json<Json>();
    };
    const patch = async (body: Json) =>
      expect((await call('PATCH', `/api/admin/products/${kurti}`, body)).statusCode).toBe(200);

    expect(await shown()).not.toHaveProperty('hindi');
    await patch({ titleHi: 'सूती कुर्ती', descriptionHi: 'मुलायम सूती' });
    expect((await shown()).hindi).toEqual({ title: 'सूती कुर्ती', description: 'मुलायम सूती' });
    await patch({ descriptionHi: '' });
    expect((await shown()).hindi).toEqual({ title: 'सूती कुर्ती', description: '' });
    // A Hindi description without a Hindi title is not shown: the shopper reads the English title and description.
    await patch({ titleHi: '', descriptionHi: 'मुलायम सूती' });
    expect(await shown()).not.toHaveProperty('hindi');
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('deletes a product nobody ordered, with its sizes; audited; then 404', async () => {
    const product = await created('Short Lived Kurti');
    const res = await call('DELETE', `/api/admin/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.productDeleted });
    expect(await stockOf(t, product.id, 'M')).toBe(-1);
    expect((await auditOf(product.id)).map((e) => e.action)).toEqual(['product.create', 'product.delete']);
    expect((await call('GET', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
  });

  it('refuses a product an order names with 409 product_has_orders, and keeps it', async () => {
    const kurti = await newProduct(t, 'Ordered Kurti', { M: { pricePaise: 79_900, stock: 3 } });
    const buyer = await signedIn(t);
    const placed = await as(t, buyer.token).post('/api/orders/cod', codBody([{ productId: kurti, quantity: 1 }]));
    expect(placed.statusCode).toBe(201);
    const res = await call('DELETE', `/api/admin/products/${kurti}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.productHasOrders, code: 'product_has_orders' });
    expect(await stockOf(t, kurti, 'M')).toBe(2);
  });

  it("hands the photos' storage keys to afterDelete once the product is gone", async () => {
    const product = await created('Photo Delete Kurti');
    const keys = ['products/a/1', 'products/a/2'];
    await t.database.db.insert(productImages).values(
      keys.map((storageKey, position) => ({
        productId: product.id,
        storageKey,
        url: `/media/${storageKey}.jpg`,
        width: 10,
        height: 10,
        position,
      })),
    );
    const removed: string[][] = [];
    const writes = createProductWrites({
      db: t.database.db,
      clock: systemClock,
      catalog: { changed: async () => undefined },
      afterDelete: async (storageKeys) => {
        // Called after the commit: the rows are gone by then.
        const left = await t.database.db.select().from(productImages).where(eq(productImages.productId, product.id));
        expect(left).toEqual([]);
        removed.push(storageKeys);
      },
    });
    await writes.remove({ ...staff, role: 'manager', sessionId: randomUUID() }, product.id);
    expect(removed.map((k) => [...k].sort())).toEqual([keys]);
  });
});
