import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateReviewBody, type CreateReviewResponse, ENDPOINTS } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { reviewKeys } from './review-keys';

/** POST /api/reviews/{productId} {rating, comment} (docs/rules/api.md#endpoints, bearer). */
export function createReview(productId: string, token: string, body: CreateReviewBody): Promise<CreateReviewResponse> {
  return callEndpoint(ENDPOINTS.createReview, { params: { productId }, token, body });
}

/**
 * Submits a review; on success the list, its summary and the eligibility are asked again (they refresh). The
 * refreshes are not awaited: the eligibility's new answer removes the form, and a form gone before the submit's own
 * callback ran would never say "Thanks" (a mutate callback does not run once its component has unmounted).
 */
export function useCreateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, body }: { token: string; body: CreateReviewBody }) => createReview(productId, token, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.list(productId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.summary(productId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.eligibilityOf(productId) });
    },
  });
}
