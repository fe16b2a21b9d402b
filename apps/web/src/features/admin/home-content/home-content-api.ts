import { ENDPOINTS, type AdminHomeResponse, type SaveHomeBody } from '@vastra/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';

export const adminHomeKey = [ADMIN_QUERY_ROOT, 'home'] as const;

/** The home page's slides and rails, with what is live at the server's now. */
export function useAdminHome(enabled: boolean) {
  return useQuery({
    queryKey: adminHomeKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminHome, { signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** The catalogue's products (first page, by title) to pick a rail's products and to name them. */
export function useHomeProducts(enabled: boolean) {
  return useQuery({
    queryKey: [...adminHomeKey, 'products'],
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminProducts, { query: { limit: 100 }, signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** The home as a save body: what was read, at its version. */
export function bodyOf(home: AdminHomeResponse): SaveHomeBody {
  return {
    version: home.version,
    slides: home.slides.map(({ live: _live, ...slide }) => slide),
    rails: home.rails.map(({ live: _live, ...rail }) => rail),
  };
}

/** Save (the whole home, over the version read) and reset: each answers the home as it now is. */
export function useHomeMutations() {
  const queryClient = useQueryClient();
  const settle = (home: AdminHomeResponse) => {
    queryClient.setQueryData(adminHomeKey, home);
    return queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'audit'] });
  };
  return {
    save: useMutation({
      mutationFn: (body: SaveHomeBody) => adminCall(ENDPOINTS.adminSaveHome, { body }),
      onSuccess: settle,
    }),
    reset: useMutation({
      mutationFn: () => adminCall(ENDPOINTS.adminResetHome, {}),
      onSuccess: settle,
    }),
  };
}
