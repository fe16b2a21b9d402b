import {
  ApiErrorBody,
  CreateReviewBody,
  CreateReviewResponse,
  ProductIdParams,
  ReviewEligibilityResponse,
  ReviewListResponse,
} from '@vastra/domain/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { Authenticate, AuthUser } from '../../plugins/authenticate';
import type { ReviewsService } from './reviews.service';

const tags = ['reviews'];
const bearer = [{ bearerAuth: [] }];

/**
 * GET /api/reviews/{productId}, GET /api/reviews/check-eligibility/{productId}, POST /api/reviews/{productId}
 * (docs/rules/api.md#endpoints).
 */
export function reviewsRoutes(deps: { service: ReviewsService; authenticate: Authenticate }): FastifyPluginAsyncZod {
  const { service, authenticate } = deps;
  return async (app) => {
    // Sign-in is checked on request, before the body is read, so a stranger gets 401 rather than 400.
    const signedIn = new WeakMap<FastifyRequest, AuthUser>();
    const requireUser = async (request: FastifyRequest) => {
      signedIn.set(request, await authenticate(request));
    };
    const userOf = (request: FastifyRequest): AuthUser => {
      const user = signedIn.get(request);
      if (!user) throw new AppError('unauthorized', 'Authentication required');
      return user;
    };

    app.get(
      '/reviews/:productId',
      {
        schema: {
          tags,
          summary: "A product's reviews, newest first",
          params: ProductIdParams,
          response: { 200: ReviewListResponse, 400: ApiErrorBody, 404: ApiErrorBody },
        },
      },
      async (request) => service.list(request.params.productId),
    );

    app.get(
      '/reviews/check-eligibility/:productId',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Whether the signed-in shopper may review the product (delivered, not yet reviewed)',
          security: bearer,
          params: ProductIdParams,
          response: { 200: ReviewEligibilityResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
        },
      },
      async (request) => ({ eligible: await service.isEligible(userOf(request), request.params.productId) }),
    );

    app.post(
      '/reviews/:productId',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Review a delivered product (one review per shopper and product)',
          security: bearer,
          params: ProductIdParams,
          body: CreateReviewBody,
          response: {
            201: CreateReviewResponse,
            400: ApiErrorBody,
            401: ApiErrorBody,
            403: ApiErrorBody,
            404: ApiErrorBody,
            409: ApiErrorBody,
          },
        },
      },
      async (request, reply) => {
        const review = await service.create(userOf(request), request.params.productId, request.body);
        return reply.status(201).send({ review });
      },
    );
  };
}
