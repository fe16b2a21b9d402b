import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, registerErrorHandler } from '../../errors';
import type { AuthUser } from '../../plugins/authenticate';
import { createCatalogModule } from '../catalog';
import { createReviewsModule, noDeliveredOrders, type ReviewEligibility } from './index';
import { photoDeps } from '../../testing/reviews-testing';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, newShopper } from '../../testing/factories';

// The reviews module on its own, on a real migrated database, with a fake sign-in (token = user id)
// and a fake orders module that says who has received what.
let t: TestApp;
let withOrders: FastifyInstance;
let withoutOrders: FastifyInstance;
let productId: string;
let asha: AuthUser;
let ravi: AuthUser;
let nameless: AuthUser;

const signedIn = new Map<string, AuthUser>();
const authenticate = async (request: FastifyRequest): Promise<AuthUser> => {
  const user = signedIn.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
  if (!user) throw new AppError('unauthorized', 'Authentication required');
  return user;
};
const delivered = new Set<string>();
const eligibility: ReviewEligibility = {
  hasDeliveredOrderWith: async (userId, product) => delivered.has(`${userId}:${product}`),
};

async function miniApp(deps: { eligibility?: ReviewEligibility }): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const catalog = createCatalogModule({ db: t.database.db, config: t.config }).service;
  await app.register(createReviewsModule({ ...photoDeps(t), authenticate, catalog, ...deps }).routes, {
    prefix: '/api',
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  productId = await newProduct(db);
  asha = await newShopper(db, { fullName: 'Asha Verma' });
  ravi = await newShopper(db, { fullName: 'Ravi Kumar' });
  nameless = await newShopper(db, { fullName: '' });
  for (const user of [asha, ravi, nameless]) signedIn.set(user.id, user);
  delivered.add(`${asha.id}:${productId}`).add(`${nameless.id}:${productId}`);
  withOrders = await miniApp({ eligibility });
  withoutOrders = await miniApp({});
});
afterAll(async () => {
  await withOrders?.close();
  await withoutOrders?.close();
  await t.close();
});

const eligibilityOf = (app: FastifyInstance, user: AuthUser, product = productId) =>
  app.inject({
    method: 'GET',
    url: `/api/reviews/check-eligibility/${product}`,
    headers: { authorization: `Bearer ${user.id}` },
  });
const postReview = (app: FastifyInstance, user: AuthUser, payload: unknown, product = productId) =>
  app.inject({
    method: 'POST',
    url: `/api/reviews/${product}`,
    headers: { authorization: `Bearer ${user.id}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('check eligibility', () => {
  it('is false for everyone with the default port (no orders yet)', async () => {
    expect(await noDeliveredOrders.hasDeliveredOrderWith(asha.id, productId)).toBe(false);
    const res = await eligibilityOf(withoutOrders, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ eligible: false });
  });

  it('is true for a shopper whose order with the product was delivered', async () => {
    expect((await eligibilityOf(withOrders, asha)).json()).toEqual({ eligible: true });
  });

  it('is false for a shopper without a delivered order of it', async () => {
    expect((await eligibilityOf(withOrders, ravi)).json()).toEqual({ eligible: false });
  });

  it("answers 404 'Product not found' for an unknown product", async () => {
    const res = await eligibilityOf(withOrders, asha, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found', code: 'not_found' });
  });
});

describe('submit a review', () => {
  it.each([
    [{ rating: 4, comment: '  ok  ' }, 'comment', 'Please write a short review (at least 5 characters).'],
    [{ rating: 4 }, 'comment', 'Please write a short review (at least 5 characters).'],
    [{ rating: 4, comment: 'x'.repeat(2001) }, 'comment', 'Please keep your review to at most 2000 characters.'],
    [{ rating: 0, comment: 'Good fit' }, 'rating', 'Please choose a rating from 1 to 5.'],
    [{ rating: 6, comment: 'Good fit' }, 'rating', 'Please choose a rating from 1 to 5.'],
    [{ rating: 4.5, comment: 'Good fit' }, 'rating', 'Please choose a rating from 1 to 5.'],
    [{ rating: '5', comment: 'Good fit' }, 'rating', 'Please choose a rating from 1 to 5.'],
    [{ comment: 'Good fit' }, 'rating', 'Please choose a rating from 1 to 5.'],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const res = await postReview(withOrders, asha, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ field: string; message: string }>()).toMatchObject({ field });
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('refuses a missing body or unknown fields with 400, never 500', async () => {
    expect((await postReview(withOrders, asha, undefined)).statusCode).toBe(400);
    expect((await postReview(withOrders, asha, { rating: 5, comment: 'Good fit', userId: ravi.id })).statusCode).toBe(
      400,
    );
  });

  it('refuses a shopper without a delivered order with 403', async () => {
    for (const app of [withOrders, withoutOrders]) {
      const res = await postReview(app, ravi, { rating: 5, comment: 'Looks nice online.' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'You can review this product after it is delivered to you.',
        code: 'forbidden',
      });
    }
  });

  it(
    "stores the review under the shopper's name, comment trimmed and kept as " + 'typed, and answers 201 {review}',
    async () => {
      const res = await postReview(withOrders, asha, { rating: 4, comment: '  Great <b>fit</b> & colour  ' });
      expect(res.statusCode).toBe(201);
      const { review } = res.json<{ review: { _id: string; createdAt: string } }>();
      expect(review).toEqual({
        _id: expect.any(String),
        user: { name: 'Asha Verma' },
        rating: 4,
        comment: 'Great <b>fit</b> & colour',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reply: null,
        fit: null,
        photos: [],
      });
      const list = await withOrders.inject({ method: 'GET', url: `/api/reviews/${productId}` });
      expect(list.json()).toEqual([review]);
    },
  );

  it('makes the shopper no longer eligible, and refuses a second review with 409', async () => {
    expect((await eligibilityOf(withOrders, asha)).json()).toEqual({ eligible: false });
    const res = await postReview(withOrders, asha, { rating: 5, comment: 'Changed my mind, love it.' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'You have already reviewed this product.', code: 'conflict' });
  });

  it("shows a shopper without a name as 'Anonymous'", async () => {
    const res = await postReview(withOrders, nameless, { rating: 5, comment: 'Worth the price.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ review: { user: { name: 'Anonymous' } } });
  });

  it("answers 404 'Product not found' for an unknown product", async () => {
    const res = await postReview(withOrders, asha, { rating: 5, comment: 'Good fit' }, 'no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found', code: 'not_found' });
  });
});
