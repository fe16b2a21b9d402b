import { ENDPOINTS, type AdminAlert } from '@vastra/domain/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ALERT_POLL_MS } from '../../../config/ui-timings';
import { adminCall } from '../api/admin-api';
import { afterSignInHref } from '../admin-paths';
import { alertKeys, useAlertSettings } from './alerts-api';
import { useNotificationState } from './notification-permission';

/** An alert's page: its back-office path, or the dashboard for anything that is not one. */
export function alertHref(path: string): string {
  return afterSignInHref(path);
}

/** Shows one alert as the browser's notification; a click brings the back office forward on the alert's page. */
function notify(alert: AdminAlert, open: (href: string) => void): void {
  try {
    // The tag makes it one notification however many tabs of the back office show it.
    const notification = new Notification(alert.title, { body: alert.detail, tag: `vastra-alert-${alert.id}` });
    notification.addEventListener('click', () => {
      window.focus();
      open(alertHref(alert.path));
      notification.close();
    });
  } catch {
    // Android's browsers show notifications only from a service worker: the shop's (apps/web/service-worker/sw.ts)
    // shows it, and a tap opens its page. Without one the alert waits in the list on the Alerts page.
    void navigator.serviceWorker?.ready
      .then((registration) =>
        registration.showNotification(alert.title, {
          body: alert.detail,
          tag: `vastra-alert-${alert.id}`,
          data: { url: alertHref(alert.path) },
        }),
      )
      .catch(() => undefined);
  }
}

/**
 * The member's alerts as browser notifications while the back office is open (docs/decisions/131-owner-alerts.md):
 * only when they chose Browser notifications and the browser allows them. It asks every ALERT_POLL_MS for the alerts
 * after the newest it has seen, in the background too; the first answer only notes the newest, so opening the back
 * office shows none of the alerts already there.
 */
export function useAlertNotifications(): void {
  const allowed = useNotificationState() === 'granted';
  const settings = useAlertSettings({ enabled: allowed });
  const on = allowed && settings.data?.channels.includes('browser') === true;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    // Once turned off, turning it on again starts from the newest alert then, skipping those in between.
    if (!on) queryClient.removeQueries({ queryKey: alertKeys.poll, exact: true });
  }, [on, queryClient]);

  useQuery({
    queryKey: alertKeys.poll,
    queryFn: async ({ signal }) => {
      const after = queryClient.getQueryData<number>(alertKeys.poll);
      const { alerts } = await adminCall(ENDPOINTS.adminAlerts, { query: { after }, signal });
      if (after !== undefined) {
        // Newest first in the answer: shown oldest first, as they happened.
        for (const alert of alerts.filter((a) => a.id > after).reverse()) notify(alert, (href) => void navigate(href));
      }
      return Math.max(after ?? 0, ...alerts.map((alert) => alert.id));
    },
    enabled: on,
    refetchInterval: ALERT_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
}
