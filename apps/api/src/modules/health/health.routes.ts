import { ENDPOINTS } from '@vastra/domain/api';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { contractRoutes } from '../../plugins/contract-route';

/** The media storage as the readiness check sees it (media-storage's MediaStorage.check, and its kind). */
export interface ReadyStorage {
  kind: 'local' | 's3';
  check: () => Promise<void>;
}

/**
 * The process answers (health); the database answers and the media storage can be written (ready), both asked at
 * once: docs/rules/api.md#conventions. A load balancer sends no traffic to a process that is not ready.
 */
export function healthRoutes(deps: { database: Database; storage: ReadyStorage }): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.health, () => ({ status: 'ok' as const }));
    route(ENDPOINTS.ready, async ({ reply, request }) => {
      const [database, storage] = await Promise.allSettled([
        deps.database.db.execute(sql`select 1`),
        deps.storage.check(),
      ]);
      const kinds = { database: deps.database.kind, storage: deps.storage.kind };
      const failing = (['database', 'storage'] as const).filter(
        (_, i) => [database, storage][i]?.status === 'rejected',
      );
      if (failing.length === 0) return { status: 'ready' as const, ...kinds };
      if (storage.status === 'rejected') request.log.warn({ err: storage.reason }, 'media storage not ready');
      return reply.status(503).send({ status: 'unavailable' as const, ...kinds, failing });
    });
  };
}
