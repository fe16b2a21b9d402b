import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummaryResponse } from '@vastra/domain/api';
import { ApiError } from '../../../lib/api-client';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';
import { reviewKeys } from './review-keys';

/** GET /api/reviews/{productId}/summary (contract `reviewSummary`): the average, the count and how many per star. */
export function getReviewSummary(productId: string, signal?: AbortSignal): Promise<ReviewSummaryResponse> {
  return callAfterFirstPaint('reviewSummary', { params: { productId }, signal });
}

export function reviewSummaryQueryOptions(productId: string) {
  return queryOptions({
    queryKey: reviewKeys.summary(productId),
    queryFn: ({ signal }) => getReviewSummary(productId, signal),
    // An unknown product stays unknown.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

export function useReviewSummary(productId: string) {
  return useQuery(reviewSummaryQueryOptions(productId));
}
