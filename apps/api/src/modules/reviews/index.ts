import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { ImageQueue, MediaStorage, PrivateMediaUrls } from '../media-storage';
import type { ReviewCatalog } from './review-catalog.port';
import { noDeliveredOrders, type ReviewEligibility } from './review-eligibility.port';
import type { ReviewsCacheOptions } from './reviews-cache';
import { createReviewsRepository } from './reviews.repository';
import { reviewPhotoRoutes } from './review-photos.routes';
import { reviewsReads, reviewsRoutes } from './reviews.routes';
import type { PreparedRead } from '../../plugins/prepared-reads';
import { createReviewsService } from './reviews.service';

export type { ReviewCatalog } from './review-catalog.port';
export type { ReviewEligibility } from './review-eligibility.port';
export { noDeliveredOrders } from './review-eligibility.port';
export { reviewPhotoGate } from './review-photos.repository';
export type { ReviewsService } from './reviews.service';

export interface ReviewsModuleDeps {
  db: Db;
  clock: Clock;
  authenticate: Authenticate;
  rateLimiter: RateLimiter;
  /** Where review photos are kept, and the process's one image queue (docs/decisions/113-review-photos-and-fit.md). */
  storage: MediaStorage;
  imageQueue: ImageQueue;
  privateMedia: Pick<PrivateMediaUrls, 'url'>;
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
export function createReviewsModule(deps: ReviewsModuleDeps): {
  routes: FastifyPluginAsyncZod;
  /** A product's reviews and their summary, also served before the router (plugins/prepared-reads.ts). */
  preparedReads: PreparedRead[];
} {
  const service = createReviewsService({
    db: deps.db,
    repository: createReviewsRepository(deps.db),
    eligibility: deps.eligibility ?? noDeliveredOrders,
    catalog: deps.catalog,
    ...(deps.cache ? { cache: deps.cache } : {}),
  });
  const reads = reviewsReads(service);
  const reviews = reviewsRoutes({ service, authenticate: deps.authenticate, reads });
  const photos = reviewPhotoRoutes(deps, service);
  return {
    preparedReads: [reads.list, reads.summary],
    routes: async (app) => {
      await app.register(reviews);
      await app.register(photos);
    },
  };
}
export { reviewsAdminRoutes } from './reviews-admin.routes';
