import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SmsOutboxAnswer, SmsOutboxQuery } from './identity.schemas';
import type { SmsOutboxRepository } from './sms-outbox.repository';

const OUTBOX_LIMIT = 50;

/**
 * GET /api/dev/sms-outbox?phone=+91XXXXXXXXXX → `[{to, body, sentAt}]`, newest first: the texts the
 * console sender "sent", for developers and browser tests. Registered only outside production.
 */
export function devRoutes(deps: { outbox: SmsOutboxRepository }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/sms-outbox',
      { schema: { querystring: SmsOutboxQuery, response: { 200: SmsOutboxAnswer } } },
      async (request) => {
        const rows = await deps.outbox.list(request.query.phone, OUTBOX_LIMIT);
        return rows.map((row) => ({ to: row.to, body: row.body, sentAt: row.sentAt.toISOString() }));
      },
    );
  };
}
