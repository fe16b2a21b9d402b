import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { OnceTask, RecurringTask } from '../../shared/jobs';
import type { OrderEvent } from '../order-history';
import { createAlertSources } from './alert-sources';
import { ownerAlertRoutes } from './owner-alerts.routes';
import { createOwnerAlerts, type OwnerAlertsDeps } from './owner-alerts.service';

export { createConsoleEmailSender } from './console-email.adapter';
export { createSmtpEmailSender } from './smtp-email.adapter';
export type { Email, EmailSender } from './email-sender.port';
export { LOW_STOCK_ALERT_TASK } from './alert-sources';

export interface OwnerAlertsModule {
  /** GET/PUT /api/admin/alert-settings and GET /api/admin/alerts. */
  adminRoutes: FastifyPluginAsync;
  /** The `owner-alert` reaction of the order events. */
  onOrderEvent(event: OrderEvent): Promise<void>;
  /** The low-stock trigger's jobs. */
  lowStockTask: OnceTask<never>;
  /** The watch over payments and jobs needing someone, and the daily digest. */
  job: { task: RecurringTask };
}

/** The team's alerts (docs/decisions/131-owner-alerts.md). */
export function createOwnerAlertsModule(
  deps: OwnerAlertsDeps & { authenticateStaff: AuthenticateStaff },
): OwnerAlertsModule {
  const alerts = createOwnerAlerts(deps);
  const sources = createAlertSources({ db: deps.db, clock: deps.clock, alerts });
  return {
    adminRoutes: ownerAlertRoutes({ authenticateStaff: deps.authenticateStaff, alerts }),
    onOrderEvent: sources.onOrderEvent,
    lowStockTask: sources.lowStockTask,
    job: { task: sources.watchTask },
  };
}
