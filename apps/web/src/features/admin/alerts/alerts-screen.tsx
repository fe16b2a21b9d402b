import { ALERT_TEXTS as T } from '@vastra/domain/alerts';
import { formatDateTimeIN } from '@vastra/domain/time';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { adminErrorMessage } from '../api/admin-errors';
import { FormMessage } from '../auth/auth-card';
import { AdminPage } from '../components/admin-page';
import { ALERT_SCREEN_TEXTS as S } from './alert-screen-texts';
import { AlertSettingsForm } from './alert-settings-form';
import { useAlertSettings, useRecentAlerts } from './alerts-api';
import { alertHref } from './use-alert-notifications';

/** The recent alerts of the kinds the member chose, newest first, each a link to its page. */
function RecentAlerts() {
  const recent = useRecentAlerts();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 max-w-2xl">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-ink">
        {T.recentTitle}
      </h2>
      {recent.isPending ? (
        <Spinner label={S.loadingRecent} />
      ) : recent.isError ? (
        <FormMessage message={adminErrorMessage(recent.error)} />
      ) : recent.data.alerts.length === 0 ? (
        <p className="text-muted">{T.noRecent}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-line rounded-2xl border border-line bg-white">
          {recent.data.alerts.map((alert) => (
            <li key={alert.id} className="flex flex-col gap-1 px-4 py-3">
              <span className="flex flex-wrap items-center gap-2">
                <Link to={alertHref(alert.path)} className="font-medium text-ink underline-offset-2 hover:underline">
                  {alert.title}
                </Link>
                <Badge tone="neutral">{T.kinds[alert.kind]}</Badge>
              </span>
              <span className="text-sm text-ink">{alert.detail}</span>
              <time dateTime={alert.at} className="text-xs text-muted">
                {formatDateTimeIN(alert.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Alerts (every member, docs/decisions/131-owner-alerts.md): what the shop tells them about and how, and lately. */
export function Component() {
  const settings = useAlertSettings();
  return (
    <AdminPage title={T.title}>
      <p className="mb-6 max-w-2xl text-muted">{T.intro}</p>
      {settings.isPending ? (
        <Spinner label={S.loadingSettings} />
      ) : settings.isError ? (
        <FormMessage message={adminErrorMessage(settings.error)} />
      ) : (
        <AlertSettingsForm settings={settings.data} />
      )}
      <RecentAlerts />
    </AdminPage>
  );
}
