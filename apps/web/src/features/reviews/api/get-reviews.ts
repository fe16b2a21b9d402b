import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, ReviewListResponse, endpointPath } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /api/reviews/{productId} (docs/rules/api.md#endpoints): the product's reviews, newest first. */
export function getReviews(productId: string, signal?: AbortSignal): Promise<ReviewListResponse> {
  return request(endpointPath(ENDPOINTS.reviews.path, { productId }), { response: ReviewListResponse, signal });
}

export function reviewsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: reviewKeys.list(productId),
    queryFn: ({ signal }) => getReviews(productId, signal),
  });
}

export function useReviews(productId: string) {
  return useQuery(reviewsQueryOptions(productId));
}
