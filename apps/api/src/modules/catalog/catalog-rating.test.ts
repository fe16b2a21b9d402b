import type { ProductResponse } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, newReview } from '../../testing/factories';

// Every product the catalogue sends carries its rating: the shown reviews' average (one decimal) and count,
// read with the products in the catalogue's one load (catalog.repository.ts loadCatalog).

let t: TestApp;
let rated: string;
let unrated: string;
let hiddenOnly: string;

beforeAll(async () => {
  t = await buildTestApp();
  rated = await newProduct(t, 'Rated Kurti', {
    M: { pricePaise: 79_900, stock: 3 },
    L: { pricePaise: 79_900, stock: 2 },
  });
  unrated = await newProduct(t, 'Unrated Kurti', { M: { pricePaise: 59_900, stock: 1 } });
  hiddenOnly = await newProduct(t, 'Hidden Review Kurti');
  const review = (productId: string, rating: number, userName: string) =>
    newReview(t, { productId, userName, rating, comment: 'Reviewed.', createdAt: new Date() });
  await review(rated, 5, 'Asha');
  await review(rated, 4, 'Ravi');
  await review(rated, 4, 'Meera');
  const hidden = await review(rated, 1, 'Troll');
  const alsoHidden = await review(hiddenOnly, 2, 'Troll');
  for (const id of [hidden, alsoHidden])
    await t.database.db.update(reviews).set({ hiddenAt: new Date(), hiddenBy: 'Staff' }).where(eq(reviews.id, id));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('rating on products', () => {
  it('gives each product in the list its shown reviews: average to one decimal, count; none is 0 of 0', async () => {
    const list = (await get('/api/client/products')).json<ProductResponse[]>();
    const ratingOf = (id: string) => list.find((p) => p._id === id)?.rating;
    expect(ratingOf(rated)).toEqual({ average: 4.3, count: 3 }); // 13 / 3, the hidden 1 left out
    expect(ratingOf(unrated)).toEqual({ average: 0, count: 0 });
    expect(ratingOf(hiddenOnly)).toEqual({ average: 0, count: 0 });
  });

  it('keeps one entry per product and every size, however many reviews join it', async () => {
    const list = (await get('/api/client/products')).json<ProductResponse[]>();
    expect(list.filter((p) => p._id === rated)).toHaveLength(1);
    const product = list.find((p) => p._id === rated);
    expect(product?.sizes).toEqual(['M', 'L']);
    expect(product?.stock).toBe(5);
  });

  it('gives the single product the same rating', async () => {
    const res = await get(`/api/client/products/${rated}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductResponse>().rating).toEqual({ average: 4.3, count: 3 });
  });
});
