import { ENDPOINTS, type AdminReview, type AdminReviewsQuery, type UpdateReviewBody } from '@vastra/domain/api';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';

export type ReviewFilters = Partial<Pick<AdminReviewsQuery, 'rating' | 'productId' | 'visibility'>>;

/** The reviews' cache keys: every list under `all`, so one invalidation refreshes them. */
export const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (filters: ReviewFilters) => ['admin', 'reviews', filters] as const,
};

/** One page of reviews per request, newest first. */
export function useAdminReviews(filters: ReviewFilters) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      adminCall(ENDPOINTS.adminReviews, {
        query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Hides or shows a review, or sets or removes the shop's reply; the lists refresh after. */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateReviewBody }): Promise<AdminReview> =>
      adminCall(ENDPOINTS.adminUpdateReview, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
