import { ENDPOINTS } from '@vastra/domain/api';
import type { ShopSettingsUpdate } from '@vastra/domain/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';
import { ADMIN_QUERY_ROOT } from '../auth/staff-session';

export const settingsKey = [ADMIN_QUERY_ROOT, 'settings'] as const;

/** The shop's settings, for every member of staff. */
export function useShopSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminSettings, { signal }),
    retry: retryUnlessRefused,
  });
}

/** The owner saves them: the answer replaces the cached settings; the activity log refreshes. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsUpdate) => adminCall(ENDPOINTS.adminUpdateSettings, { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'audit'] });
    },
  });
}
