import { ENDPOINTS } from '@vastra/domain/api';
import { jobTaskLabel } from '@vastra/domain/back-office';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { listDeadJobs, writeDeadJob } from './jobs-admin.repository';
import { jobNotFound, retryJob } from './retry-job';

/** The back office's "needs attention": the dead jobs (/api/admin/jobs/attention) and their retry. */
export function jobsAdminRoutes(deps: {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
}): FastifyPluginAsync {
  const { db, clock } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });

    route(ENDPOINTS.adminJobsAttention, async () => ({
      jobs: (await listDeadJobs(db)).map((job) => ({
        ...job,
        label: jobTaskLabel(job.task),
        updatedAt: job.updatedAt.toISOString(),
      })),
    }));

    route(ENDPOINTS.adminRetryJob, ({ staff, params }) => {
      if (!isUuid(params.id)) throw jobNotFound();
      return retryJob(db, staff, params.id.toLowerCase(), clock.now());
    });
  };
}

/** Development only, registered behind the loopback guard outside production (apps/api/src/app.ts). */
export function jobsDevRoutes(deps: { db: Db; clock: Clock }): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.devDeadJob, ({ body }) => writeDeadJob(deps.db, body, deps.clock.now()));
  };
}
