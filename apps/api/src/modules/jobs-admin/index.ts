import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { jobsAdminRoutes, jobsDevRoutes } from './jobs-admin.routes';

/** The staff side of the job runner (apps/api/src/shared/jobs/job-runner.ts): the jobs that gave up, their retry. */
export function createJobsAdminModule(deps: { db: Db; clock: Clock; authenticateStaff: AuthenticateStaff }): {
  routes: FastifyPluginAsync;
  /** POST /api/dev/jobs/dead: never in production, and only from this machine (app.ts). */
  devRoutes: FastifyPluginAsync;
} {
  return { routes: jobsAdminRoutes(deps), devRoutes: jobsDevRoutes(deps) };
}
