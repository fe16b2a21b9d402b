import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type ReviewListResponse } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { reviewKeys } from './review-keys';

/** GET /api/reviews/{productId} (docs/rules/api.md#endpoints): the product's reviews, newest first. */
export function getReviews(productId: string, signal?: AbortSignal): Promise<ReviewListResponse> {
  return callEndpoint(ENDPOINTS.reviews, { params: { productId }, signal });
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
