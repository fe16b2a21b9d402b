import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { OwnerAlerts } from './owner-alerts.service';

/** The signed-in member's alert settings and recent alerts (docs/decisions/131-owner-alerts.md). */
export function ownerAlertRoutes(deps: {
  authenticateStaff: AuthenticateStaff;
  alerts: OwnerAlerts;
}): FastifyPluginAsync {
  const { alerts } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminAlertSettings, ({ staff }) => alerts.settings(staff));
    route(ENDPOINTS.adminUpdateAlertSettings, ({ staff, body }) => alerts.saveSettings(staff, body));
    route(ENDPOINTS.adminAlerts, async ({ staff, query, reply }) => {
      reply.header('cache-control', 'no-store');
      return { alerts: await alerts.recent(staff.id, query.after) };
    });
  };
}
