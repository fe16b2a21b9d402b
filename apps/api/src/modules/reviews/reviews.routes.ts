import { CATALOG_MESSAGES } from '@vastra/domain/catalog';
import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { sendEntity, type HttpEntity } from '../../shared/http-entity';
import type { ReviewsEntry } from './reviews-cache';
import type { PreparedRead } from '../../plugins/prepared-reads';
import type { ReviewsService } from './reviews.service';

/** Clients revalidate every time; the ETag makes that a 304 when nothing changed (as the catalogue's). */
const REVALIDATE = 'no-cache';

/**
 * The two reads' prepared answers (reviews-cache.ts), for their routes and for the reads answered before the router
 * (app.ts); null for an unknown or malformed product id.
 */
export function reviewsReads(service: ReviewsService): {
  list: PreparedRead<HttpEntity>;
  summary: PreparedRead<HttpEntity>;
} {
  const read = (endpoint: PreparedRead['endpoint'], part: (entry: ReviewsEntry) => HttpEntity) => ({
    endpoint,
    find: async (productId: string) => {
      const entry = await service.reviews(productId);
      return entry ? part(entry) : null;
    },
    cacheControl: REVALIDATE,
  });
  return {
    list: read(ENDPOINTS.reviews, (entry) => entry.list),
    summary: read(ENDPOINTS.reviewSummary, (entry) => entry.summary),
  };
}

/**
 * A product's reviews and their summary, whether the shopper may review it, and their review
 * (docs/rules/api.md#endpoints). The two reads send prepared bodies (reviews-cache.ts), so they skip compression.
 */
export function reviewsRoutes(deps: {
  service: ReviewsService;
  authenticate: Authenticate;
  /** The module's reads, also served before the router. */
  reads: ReturnType<typeof reviewsReads>;
}): FastifyPluginAsync {
  const { service, authenticate, reads } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticate });
    const send = async (
      read: PreparedRead<HttpEntity>,
      productId: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const entity = await read.find(productId);
      // Same answer as the catalogue for an unknown or malformed product id (docs/rules/reviews.md#behaviour).
      if (!entity) throw new AppError('not-found', CATALOG_MESSAGES.productNotFound);
      return sendEntity(request, reply, entity, read.cacheControl);
    };
    route(ENDPOINTS.reviews, async ({ params, request, reply }) => send(reads.list, params.productId, request, reply), {
      compress: false,
    });
    route(
      ENDPOINTS.reviewSummary,
      async ({ params, request, reply }) => send(reads.summary, params.productId, request, reply),
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
