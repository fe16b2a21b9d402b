import { ENDPOINTS, type CreateCategoryBody, type UpdateCategoryBody } from '@vastra/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';

export const categoriesKey = [ADMIN_QUERY_ROOT, 'categories'] as const;

/** The shop's categories in their order, hidden ones too (docs/decisions/097-categories.md). */
export function useCategories(enabled = true) {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminCategories, { signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** Every change to the categories; each refreshes the list (and so every form's category choice) once done. */
export function useCategoryMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: categoriesKey });
  return {
    create: useMutation({
      mutationFn: (body: CreateCategoryBody) => adminCall(ENDPOINTS.adminCreateCategory, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ slug, body }: { slug: string; body: UpdateCategoryBody }) =>
        adminCall(ENDPOINTS.adminUpdateCategory, { params: { slug }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (slug: string) => adminCall(ENDPOINTS.adminDeleteCategory, { params: { slug } }),
      onSuccess,
    }),
  };
}
