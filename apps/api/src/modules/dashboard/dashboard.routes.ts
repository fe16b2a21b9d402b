import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import { returnsDashboard } from './returns.service';
import { shopSummary } from './summary.service';

/** The back office's dashboard: any member of staff may read it. */
export function dashboardRoutes(deps: {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
}): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminSummary, ({ query }) => shopSummary(deps.db, deps.clock, query.range));
    route(ENDPOINTS.adminReturnsDashboard, ({ query }) => returnsDashboard(deps.db, deps.clock, query.period));
  };
}
