import { ENDPOINTS } from '@vastra/domain/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { contractRoutes } from '../../plugins/contract-route';

/** The process answers (health) and the database answers (ready), docs/rules/api.md#conventions. */
export function healthRoutes(deps: { database: Database }): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.health, () => ({ status: 'ok' as const }));
    route(ENDPOINTS.ready, async ({ reply }) => {
      try {
        await deps.database.db.execute(sql`select 1`);
        return { status: 'ready' as const, database: deps.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: deps.database.kind });
      }
    });
  };
}
