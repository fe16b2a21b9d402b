import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAfterFirstPaint } from '../../../lib/api/call-after-first-paint';
import { useSession } from '../../../lib/session/session-context';
import { reviewKeys } from './review-keys';

/** GET /api/reviews/check-eligibility/{productId} (docs/rules/api.md#endpoints, bearer). */
export function checkReviewEligibility(productId: string, token: string, signal?: AbortSignal) {
  return callAfterFirstPaint('reviewEligibility', { params: { productId }, token, signal });
}

export function reviewEligibilityQueryOptions(productId: string, token: string | null, userId: string | null) {
  return queryOptions({
    queryKey: reviewKeys.eligibility(productId, userId),
    queryFn: ({ signal }) => checkReviewEligibility(productId, token ?? '', signal),
    // Asked once the session knows the user, so a stored token is not checked twice.
    enabled: token !== null && userId !== null,
    retry: false,
  });
}

/**
 * docs/rules/reviews.md#behaviour: true only when the signed-in shopper's check says eligible; a guest,
 * a pending check and a failed check all hide the form.
 */
export function useReviewEligibility(productId: string): boolean {
  const { token, user } = useSession();
  const query = useQuery(reviewEligibilityQueryOptions(productId, token, user?._id ?? null));
  return token !== null && user !== null && query.data?.eligible === true;
}
