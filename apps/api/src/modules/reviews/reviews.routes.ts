import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { sendEntity } from '../../shared/http-entity';
import type { ReviewsService } from './reviews.service';

/** Clients revalidate every time; the ETag makes that a 304 when nothing changed (as the catalogue's). */
const REVALIDATE = 'no-cache';

/**
 * A product's reviews and their summary, whether the shopper may review it, and their review
 * (docs/rules/api.md#endpoints). The two reads send prepared bodies (reviews-cache.ts), so they skip compression.
 */
export function reviewsRoutes(deps: { service: ReviewsService; authenticate: Authenticate }): FastifyPluginAsync {
  const { service, authenticate } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticate });
    const prepared = async (productId: string) => {
      const entry = await service.reviews(productId);
      // Same answer as the catalogue for an unknown or malformed product id (docs/rules/reviews.md#behaviour).
      if (!entry) throw new AppError('not-found', CATALOG_MESSAGES.productNotFound);
      return entry;
    };
    route(
      ENDPOINTS.reviews,
      async ({ params, request, reply }) =>
        sendEntity(request, reply, (await prepared(params.productId)).list, REVALIDATE),
      { compress: false },
    );
    route(
      ENDPOINTS.reviewSummary,
      async ({ params, request, reply }) =>
        sendEntity(request, reply, (await prepared(params.productId)).summary, REVALIDATE),
      { compress: false },
    );
    route(ENDPOINTS.reviewEligibility, async ({ user, params }) => ({
      eligible: await service.isEligible(user, params.productId),
    }));
    route(ENDPOINTS.createReview, async ({ user, params, body }) => ({
      review: await service.create(user, params.productId, body),
    }));
  };
}
