import { ENDPOINTS, type CollectionBody } from '@vastra/domain/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';

export const collectionsKey = [ADMIN_QUERY_ROOT, 'collections'] as const;

/** Every collection, menu ones first in their order (docs/decisions/098-collections.md). */
export function useCollections(enabled = true) {
  return useQuery({
    queryKey: collectionsKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminCollections, { signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** The product picker's matches for a typed title (nothing asked until something is typed). */
export function useProductMatches(q: string) {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'collection-picker', q] as const,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminProducts, { query: { q, limit: 10 }, signal }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** Every change to the collections; each refreshes the list once done. */
export function useCollectionMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: collectionsKey });
  return {
    create: useMutation({
      mutationFn: (body: CollectionBody) => adminCall(ENDPOINTS.adminCreateCollection, { body }),
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: CollectionBody }) =>
        adminCall(ENDPOINTS.adminUpdateCollection, { params: { id }, body }),
    }),
    setProducts: useMutation({
      mutationFn: ({ id, productIds }: { id: string; productIds: string[] }) =>
        adminCall(ENDPOINTS.adminSetCollectionProducts, { params: { id }, body: { productIds } }),
    }),
    remove: useMutation({
      mutationFn: (id: string) => adminCall(ENDPOINTS.adminDeleteCollection, { params: { id } }),
      onSuccess,
    }),
    refresh: onSuccess,
  };
}
