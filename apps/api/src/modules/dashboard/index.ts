import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { dashboardRoutes } from './dashboard.routes';

/** The back office's dashboard: the shop's figures for a range against the previous period. */
export function createDashboardModule(deps: { db: Db; clock: Clock; authenticateStaff: AuthenticateStaff }): {
  routes: FastifyPluginAsync;
} {
  return { routes: dashboardRoutes(deps) };
}
