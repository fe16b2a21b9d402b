import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

const Health = z.object({ status: z.literal('ok') });
const Ready = z.object({ status: z.enum(['ready', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

/** GET /api/health (the process answers) and GET /api/ready (the database answers), docs/rules/api.md#conventions. */
export function healthRoutes(deps: { database: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { response: { 200: Health } } }, async () => ({ status: 'ok' as const }));

    app.get('/ready', { schema: { response: { 200: Ready, 503: Ready } } }, async (_request, reply) => {
      try {
        await deps.database.db.execute(sql`select 1`);
        return { status: 'ready' as const, database: deps.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: deps.database.kind });
      }
    });
  };
}
