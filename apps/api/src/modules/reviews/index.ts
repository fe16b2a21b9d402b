import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { ReviewCatalog } from './review-catalog.port';
import { noDeliveredOrders, type ReviewEligibility } from './review-eligibility.port';
import type { ReviewsCacheOptions } from './reviews-cache';
import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

export type { ReviewCatalog } from './review-catalog.port';
export type { ReviewEligibility } from './review-eligibility.port';
export { noDeliveredOrders } from './review-eligibility.port';
export type { ReviewsService } from './reviews.service';

export interface ReviewsModuleDeps {
  db: Db;
  authenticate: Authenticate;
  /** Who has received what; the orders module provides it (default: nobody yet). */
  eligibility?: ReviewEligibility;
  /** The catalogue's shared version and change announcement (the catalog module's service). */
  catalog: ReviewCatalog;
  /** Bounds of the in-process reviews cache (defaults in reviews-cache.ts). */
  cache?: ReviewsCacheOptions;
}

/**
 * Product reviews (docs/rules/reviews.md#data, docs/rules/reviews.md#behaviour, docs/rules/reviews.md#validation,
 * docs/rules/api.md#endpoints).
 */
export function createReviewsModule(deps: ReviewsModuleDeps): { routes: FastifyPluginAsyncZod } {
  const service = createReviewsService({
    repository: createReviewsRepository(deps.db),
    eligibility: deps.eligibility ?? noDeliveredOrders,
    catalog: deps.catalog,
    ...(deps.cache ? { cache: deps.cache } : {}),
  });
  return { routes: reviewsRoutes({ service, authenticate: deps.authenticate }) };
}
export { reviewsAdminRoutes } from './reviews-admin.routes';
