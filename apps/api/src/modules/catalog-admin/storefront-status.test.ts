import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productMedia, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, newProduct, newReview, signedIn, signedInStaff, stockOf } from '../../testing/factories';
import { as } from '../../testing/requests';

// Only `active` products reach the storefront; archived ones keep their orders and reviews.

let t: TestApp;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  staffHeaders = (await signedInStaff(t)).headers;
});
afterAll(() => t.close());

const setStatus = async (id: string, status: 'draft' | 'active' | 'archived') => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${id}`,
    headers: staffHeaders,
    payload: { status },
  });
  expect(res.statusCode).toBe(200);
};

const listedIds = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/client/products' })).json<{ _id: string }[]>().map((p) => p._id);

describe('the storefront shows active products only', () => {
  it('hides a draft and an archived product from the list and the product page, at once after the change', async () => {
    const id = await newProduct(t, 'Status Kurti', { M: { pricePaise: 79_900, stock: 4 } });
    expect(await listedIds()).toContain(id);
    for (const status of ['draft', 'archived'] as const) {
      await setStatus(id, status);
      expect(await listedIds()).not.toContain(id);
      const page = await t.app.inject({ method: 'GET', url: `/api/client/products/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ message: 'Product not found' });
      await setStatus(id, 'active');
      expect(await listedIds()).toContain(id);
    }
  });

  it('refuses an order for a draft or archived product like one that no longer exists, taking no stock', async () => {
    const id = await newProduct(t, 'Hidden Kurti', { M: { pricePaise: 79_900, stock: 4 } });
    const buyer = await signedIn(t);
    for (const status of ['draft', 'archived'] as const) {
      await setStatus(id, status);
      const res = await as(t, buyer.token).post(
        '/api/orders/cod',
        codBody([{ productId: id, size: 'M', quantity: 1, title: 'Hidden Kurti' }]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: '"Hidden Kurti" (M) is not available. Please remove it from your cart.',
      });
      const card = await as(t, buyer.token).post('/api/payment/create-order', {
        amount: 799,
        items: [{ productId: id, title: 'Hidden Kurti', size: 'M', quantity: 1, price: 799 }],
      });
      expect(card.statusCode).toBe(400);
    }
    expect(await stockOf(t, id, 'M')).toBe(4);
  });
});

describe('an archived product keeps its past', () => {
  it("still shows in its buyers' orders (title, image, price), its reviews list, a buyer may review it", async () => {
    const id = await newProduct(t, 'Retired Kurti', { M: { pricePaise: 79_900, stock: 4 } });
    const image = `/uploads/products/${id}/1.svg`;
    await t.database.db
      .update(products)
      .set({ images: [image] })
      .where(eq(products.id, id));
    await t.database.db.insert(productMedia).values({
      path: image,
      productId: id,
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    await newReview(t, { productId: id, userName: 'Asha Verma', rating: 5, comment: 'Lovely.', createdAt: new Date() });
    const buyer = await signedIn(t);
    const placed = await as(t, buyer.token).post('/api/orders/cod', codBody([{ productId: id, quantity: 1 }]));
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json<{ orderId: string }>();

    await setStatus(id, 'archived');

    const line = { title: 'Retired Kurti', image, size: 'M', quantity: 1, price: 799 };
    const one = await as(t, buyer.token).get(`/api/orders/${orderId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ totalAmount: 799, items: [line] });
    const mine = await as(t, buyer.token).get('/api/orders/my');
    expect(mine.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ items: [expect.objectContaining(line)] })]),
    );
    const picture = await t.app.inject({ method: 'GET', url: image });
    expect(picture.statusCode).toBe(200);

    const reviews = await t.app.inject({ method: 'GET', url: `/api/reviews/${id}` });
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json()).toHaveLength(1);

    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    const eligible = await as(t, buyer.token).get(`/api/reviews/check-eligibility/${id}`);
    expect(eligible.json()).toMatchObject({ eligible: true });
    const review = await as(t, buyer.token).post(`/api/reviews/${id}`, { rating: 4, comment: 'Still wearing it.' });
    expect(review.statusCode).toBe(201);
  });

  it('an unknown product is still unknown to reviews', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews/0b5a7d0e-1111-4c2a-9d5e-00000000dead' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: CATALOG_MESSAGES.productNotFound });
  });
});
