import type { Review } from '@vastra/domain/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, registerErrorHandler } from '../../errors';
import { photoDeps } from '../../testing/reviews-testing';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, newReview, signedInStaff } from '../../testing/factories';
import { createCatalogModule } from '../catalog';
import { createReviewsModule } from './index';

// Two API processes on one database: `t` (the whole app) moderates, `other` (the reviews module with its own
// catalogue, on a clock moved by hand) serves the storefront. The other follows at its next version check.

let t: TestApp;
let other: FastifyInstance;
let clock = 0;
let productId: string;
let reviewId: string;

beforeAll(async () => {
  t = await buildTestApp();
  productId = await newProduct(t, 'Shared Cotton Kurti');
  reviewId = await newReview(t, {
    productId,
    userName: 'Asha Verma',
    rating: 2,
    comment: 'Runs small.',
    createdAt: new Date(Date.UTC(2026, 10, 1)),
  });
  other = Fastify();
  other.setValidatorCompiler(validatorCompiler);
  other.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(other);
  const catalog = createCatalogModule({ db: t.database.db, config: t.config, now: () => clock }).service;
  const authenticate = async () => {
    throw new AppError('unauthorized', 'Authentication required');
  };
  await other.register(createReviewsModule({ ...photoDeps(t), authenticate, catalog }).routes, { prefix: '/api' });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

const shownThere = async () =>
  (await other.inject({ method: 'GET', url: `/api/reviews/${productId}` })).json<Review[]>().map((r) => r._id);

describe('a change made in another process', () => {
  it('shows after the next catalogue version check (500 ms), not before', async () => {
    expect(await shownThere()).toEqual([reviewId]);
    const { headers } = await signedInStaff(t);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${reviewId}`,
      headers,
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    clock += 499;
    expect(await shownThere()).toEqual([reviewId]);
    clock += 1;
    expect(await shownThere()).toEqual([]);
    const summary = await other.inject({ method: 'GET', url: `/api/reviews/${productId}/summary` });
    expect(summary.json()).toMatchObject({ average: 0, count: 0 });
  });
});
