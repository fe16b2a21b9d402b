import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { ReviewsService } from './reviews.service';

/** A product's reviews, whether the shopper may review it, and their review (docs/rules/api.md#endpoints). */
export function reviewsRoutes(deps: { service: ReviewsService; authenticate: Authenticate }): FastifyPluginAsync {
  const { service, authenticate } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticate });
    route(ENDPOINTS.reviews, ({ params }) => service.list(params.productId));
    route(ENDPOINTS.reviewEligibility, async ({ user, params }) => ({
      eligible: await service.isEligible(user, params.productId),
    }));
    route(ENDPOINTS.createReview, async ({ user, params, body }) => ({
      review: await service.create(user, params.productId, body),
    }));
  };
}
