import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewListResponse } from '@vastra/domain/api';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';
import { reviewKeys } from './review-keys';

/** GET /api/reviews/{productId} (docs/rules/api.md#endpoints): the product's reviews, newest first. */
export function getReviews(productId: string, signal?: AbortSignal): Promise<ReviewListResponse> {
  return callAfterFirstPaint('reviews', { params: { productId }, signal });
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
