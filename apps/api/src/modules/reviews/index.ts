import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import { noDeliveredOrders, type ReviewEligibility } from './review-eligibility.port';
import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

export type { ReviewEligibility } from './review-eligibility.port';
export { noDeliveredOrders } from './review-eligibility.port';
export type { ReviewsService } from './reviews.service';

export interface ReviewsModuleDeps {
  db: Db;
  authenticate: Authenticate;
  /** Who has received what; the orders module provides it (default: nobody yet). */
  eligibility?: ReviewEligibility;
}

/** Product reviews (spec §3 Review, §4 Review eligibility, §5 Review, §7). */
export function createReviewsModule(deps: ReviewsModuleDeps): { routes: FastifyPluginAsyncZod } {
  const service = createReviewsService({
    repository: createReviewsRepository(deps.db),
    eligibility: deps.eligibility ?? noDeliveredOrders,
  });
  return { routes: reviewsRoutes({ service, authenticate: deps.authenticate }) };
}
