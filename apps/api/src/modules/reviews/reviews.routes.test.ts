import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, newReview, newSession, newShopper } from '../../testing/factories';

// The whole app, with identity's authenticate and whatever eligibility app.ts injects.
let t: TestApp;
let productId: string;
let quietProductId: string;
let reviewIds: { asha: string; anonymous: string; ravi: string };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  productId = await newProduct(db);
  quietProductId = await newProduct(db, 'Printed Cotton Shorts');
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30));
  reviewIds = {
    asha: await newReview(db, {
      productId,
      userName: 'Asha Verma',
      rating: 4,
      comment: 'Soft cotton, true to size.',
      createdAt: at(1),
    }),
    ravi: await newReview(db, {
      productId,
      userName: 'Ravi Kumar',
      rating: 5,
      comment: 'Lovely colour.',
      createdAt: at(3),
    }),
    anonymous: await newReview(db, {
      productId,
      userName: null,
      rating: 3,
      comment: 'Fine for the price.',
      createdAt: at(2),
    }),
  };
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/reviews/{productId}', () => {
  it("lists a product's reviews newest first: {_id, user: {name}, rating, comment, …}", async () => {
    const res = await get(`/api/reviews/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        _id: reviewIds.ravi,
        user: { name: 'Ravi Kumar' },
        rating: 5,
        comment: 'Lovely colour.',
        createdAt: '2026-11-03T09:30:00.000Z',
        reply: null,
        fit: null,
        photos: [],
      },
      {
        _id: reviewIds.anonymous,
        user: { name: 'Anonymous' },
        rating: 3,
        comment: 'Fine for the price.',
        createdAt: '2026-11-02T09:30:00.000Z',
        reply: null,
        fit: null,
        photos: [],
      },
      {
        _id: reviewIds.asha,
        user: { name: 'Asha Verma' },
        rating: 4,
        comment: 'Soft cotton, true to size.',
        createdAt: '2026-11-01T09:30:00.000Z',
        reply: null,
        fit: null,
        photos: [],
      },
    ]);
  });

  it('answers [] for a product nobody has reviewed', async () => {
    const res = await get(`/api/reviews/${quietProductId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([randomUUID(), 'not-a-uuid'])(
    "answers an unknown product id (%s) with 404 'Product not found', as the catalogue does",
    async (id) => {
      const res = await get(`/api/reviews/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found', code: 'not_found' });
    },
  );

  it('answers an id with characters no id has with 400 naming productId', async () => {
    const res = await get('/api/reviews/bad.id');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'productId' });
  });
});

describe('GET /api/reviews/check-eligibility/{productId}', () => {
  it('answers 401 without a bearer token', async () => {
    const res = await get(`/api/reviews/check-eligibility/${productId}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it('answers 401 for a token that is no session', async () => {
    const res = await get(`/api/reviews/check-eligibility/${productId}`, 'made-up-token-0123456789');
    expect(res.statusCode).toBe(401);
  });

  it(
    'answers {eligible: false} to a signed-in shopper without a delivered ' + 'order, and refuses the review with 403',
    async () => {
      const user = await newShopper(t.database.db, { fullName: 'Meera Iyer' });
      const token = await newSession(t.database.db, user.id);
      const res = await get(`/api/reviews/check-eligibility/${productId}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ eligible: false });

      const post = await t.app.inject({
        method: 'POST',
        url: `/api/reviews/${productId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { rating: 5, comment: 'Beautiful print.' },
      });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual({
        message: 'You can review this product after it is delivered to you.',
        code: 'forbidden',
      });
    },
  );
});

describe('POST /api/reviews/{productId}', () => {
  it('answers 401 without a bearer token, before looking at the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/reviews/${productId}`, payload: { rating: 9 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/docs/json', () => {
  it('documents the three review calls, the bearer ones with bearerAuth', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, Record<string, { security?: unknown }>> }>();
    expect(Object.keys(doc.paths['/api/reviews/{productId}'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/reviews/{productId}']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/reviews/check-eligibility/{productId}']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});
