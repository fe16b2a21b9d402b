import { brotliDecompressSync } from 'node:zlib';
import type { ProductResponse, Review } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, newProduct, newReview, signedIn, signedInStaff } from '../../testing/factories';
import { as } from '../../testing/requests';

// The storefront's reviews come from a cache of prepared bodies (reviews-cache.ts, decision 027): these tests
// check the bodies, their validators, the statements a read costs, and that every write shows at once.

let t: TestApp;
let log: string[] | null = null;
let staff: Record<string, string>;
let kurti: string;
let quiet: string;
const ids = { asha: '', ravi: '', troll: '' };

/** No review said how it fit. */
const NO_FIT = { small: 0, true: 0, large: 0 };
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30));

beforeAll(async () => {
  t = await buildTestApp({}, { onQuery: (sql) => log?.push(sql) });
  staff = (await signedInStaff(t, { fullName: 'Meera Staff' })).headers;
  kurti = await newProduct(t, 'Rated Cotton Kurti', { M: { pricePaise: 79_900, stock: 5 } });
  quiet = await newProduct(t, 'Unrated Linen Kurti', { M: { pricePaise: 59_900, stock: 5 } });
  ids.asha = await newReview(t, {
    productId: kurti,
    userName: 'Asha Verma',
    rating: 5,
    comment: 'Lovely.',
    createdAt: at(1),
  });
  ids.ravi = await newReview(t, {
    productId: kurti,
    userName: 'Ravi Kumar',
    rating: 4,
    comment: 'Good fit.',
    createdAt: at(2),
  });
  ids.troll = await newReview(t, {
    productId: kurti,
    userName: null,
    rating: 1,
    comment: 'Meh meh.',
    createdAt: at(3),
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const statements = async (request: () => Promise<unknown>): Promise<string[]> => {
  log = [];
  await request();
  const sent = log;
  log = null;
  return sent;
};
const reviewsOf = async (productId: string) => (await get(`/api/reviews/${productId}`)).json<Review[]>();
const summaryOf = async (productId: string) => (await get(`/api/reviews/${productId}/summary`)).json<unknown>();
const ratingOf = async (productId: string) =>
  (await get(`/api/client/products/${productId}`)).json<ProductResponse>().rating;
const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${id}`, headers: staff, payload });

describe('GET /api/reviews/{productId}/summary', () => {
  it('answers the average of the shown reviews (one decimal), their count and the stars', async () => {
    const res = await get(`/api/reviews/${kurti}/summary`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      average: 3.3,
      count: 3,
      distribution: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 1 },
      fit: NO_FIT,
    });
  });

  it('answers 0 and no stars for a product nobody reviewed', async () => {
    expect(await summaryOf(quiet)).toEqual({
      average: 0,
      count: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      fit: NO_FIT,
    });
  });

  it.each(['0b5a7d0e-1111-4c2a-9d5e-00000000dead', 'not-a-uuid'])(
    "answers an unknown product id (%s) with 404 'Product not found', as the reviews list does",
    async (id) => {
      for (const url of [`/api/reviews/${id}/summary`, `/api/reviews/${id}`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Product not found', code: 'not_found' });
      }
    },
  );
});

describe('prepared bodies', () => {
  it('sends the list with a strong ETag, no-cache, and the same JSON brotli-compressed', async () => {
    const plain = await get(`/api/reviews/${kurti}`);
    expect(plain.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await get(`/api/reviews/${kurti}`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.json<Review[]>().map((r) => r._id)).toEqual([ids.troll, ids.ravi, ids.asha]);
  });

  it('answers 304 with no body to a client that holds the list or the summary', async () => {
    for (const url of [`/api/reviews/${kurti}`, `/api/reviews/${kurti}/summary`]) {
      const etag = String((await get(url, { 'accept-encoding': 'gzip' })).headers.etag);
      const res = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(res.statusCode).toBe(304);
      expect(res.headers.etag).toBe(etag);
      expect(res.rawPayload.length).toBe(0);
    }
  });

  it('runs no statement for a product already read, and none for a malformed id', async () => {
    await get(`/api/reviews/${kurti}`);
    // At most the catalogue's version check, should 500 ms have passed since the last one on a slow machine.
    const versionCheck = (sql: string) => sql.includes('is_called');
    for (const url of [`/api/reviews/${kurti}`, `/api/reviews/${kurti}/summary`, '/api/reviews/not-a-uuid/summary'])
      expect((await statements(() => get(url))).filter((sql) => !versionCheck(sql))).toEqual([]);
  });
});

describe('every write shows at once', () => {
  it('a hidden review leaves the list, the summary and the rating; shown again, it is back', async () => {
    const before = String((await get(`/api/reviews/${kurti}`)).headers.etag);
    expect(await ratingOf(kurti)).toEqual({ average: 3.3, count: 3 });

    expect((await patch(ids.troll, { hidden: true })).statusCode).toBe(200);
    expect((await reviewsOf(kurti)).map((r) => r._id)).toEqual([ids.ravi, ids.asha]);
    expect(await summaryOf(kurti)).toEqual({
      average: 4.5,
      count: 2,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
      fit: NO_FIT,
    });
    expect(await ratingOf(kurti)).toEqual({ average: 4.5, count: 2 });
    const stale = await get(`/api/reviews/${kurti}`, { 'if-none-match': before });
    expect(stale.statusCode).toBe(200);

    expect((await patch(ids.troll, { hidden: false })).statusCode).toBe(200);
    expect((await reviewsOf(kurti)).map((r) => r._id)).toEqual([ids.troll, ids.ravi, ids.asha]);
    expect(await ratingOf(kurti)).toEqual({ average: 3.3, count: 3 });
    expect(String((await get(`/api/reviews/${kurti}`)).headers.etag)).toBe(before);
  });

  it("the shop's reply shows under its review", async () => {
    await reviewsOf(kurti);
    expect((await patch(ids.ravi, { reply: 'Thank you, Ravi!' })).statusCode).toBe(200);
    const ravi = (await reviewsOf(kurti)).find((r) => r._id === ids.ravi);
    expect(ravi?.reply).toEqual({ text: 'Thank you, Ravi!', createdAt: expect.stringMatching(/^\d{4}-/) });
  });

  it('a repeated moderation that changes nothing keeps the catalogue (no reload)', async () => {
    await reviewsOf(kurti);
    const sent = await statements(async () => {
      await patch(ids.ravi, { reply: 'Thank you, Ravi!' });
      await get(`/api/reviews/${kurti}`);
    });
    expect(sent.some((sql) => sql.includes('nextval'))).toBe(false);
  });

  it("a shopper's new review shows in the list, the summary and the product's rating", async () => {
    expect(await ratingOf(quiet)).toEqual({ average: 0, count: 0 });
    const buyer = await signedIn(t, { fullName: 'Kavya Rao' });
    const placed = await as(t, buyer.token).post('/api/orders/cod', codBody([{ productId: quiet, quantity: 1 }]));
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json<{ orderId: string }>();
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    expect(await reviewsOf(quiet)).toEqual([]);

    const posted = await as(t, buyer.token).post(`/api/reviews/${quiet}`, { rating: 4, comment: 'Breathes well.' });
    expect(posted.statusCode).toBe(201);
    const { review } = posted.json<{ review: Review }>();
    expect(await reviewsOf(quiet)).toEqual([review]);
    expect(await summaryOf(quiet)).toEqual({
      average: 4,
      count: 1,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
      fit: NO_FIT,
    });
    expect(await ratingOf(quiet)).toEqual({ average: 4, count: 1 });
  });
});
