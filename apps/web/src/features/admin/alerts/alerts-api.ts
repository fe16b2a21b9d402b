import { ENDPOINTS, type AlertSettings, type AlertSettingsBody } from '@vastra/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../api/admin-api';
import { retryUnlessRefused } from '../api/admin-errors';

// The member's own alerts (docs/decisions/131-owner-alerts.md): their choices, and the recent alerts of the kinds
// they chose. Every key starts with 'admin', so a sign-out drops them with the rest of the back office's.

export const alertKeys = {
  settings: ['admin', 'alert-settings'] as const,
  all: ['admin', 'alerts'] as const,
  recent: ['admin', 'alerts', 'recent'] as const,
  /** The browser's poll: its data is the newest alert id this tab has seen. */
  poll: ['admin', 'alerts', 'poll'] as const,
};

/** What the signed-in member is told about and how, and which channels the shop has set up. */
export function useAlertSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: alertKeys.settings,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminAlertSettings, { signal }),
    enabled,
    retry: retryUnlessRefused,
  });
}

/** Saves the member's choices: the answer is the settings as now kept, and the recent list follows the new kinds. */
export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettingsBody): Promise<AlertSettings> =>
      adminCall(ENDPOINTS.adminUpdateAlertSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(alertKeys.settings, saved);
      return queryClient.invalidateQueries({ queryKey: alertKeys.recent });
    },
  });
}

/** The member's recent alerts, newest first. */
export function useRecentAlerts() {
  return useQuery({
    queryKey: alertKeys.recent,
    queryFn: ({ signal }) => adminCall(ENDPOINTS.adminAlerts, { signal }),
    retry: retryUnlessRefused,
  });
}
