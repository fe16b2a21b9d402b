import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoutes } from '../../plugins/contract-route';
import type { SmsOutboxRepository } from './sms-outbox.repository';

const OUTBOX_LIMIT = 50;

/**
 * The texts the console sender "sent", newest first, for developers and browser tests (the SMS
 * outbox of the contract). Registered only outside production.
 */
export function devRoutes(deps: { outbox: SmsOutboxRepository }): FastifyPluginAsync {
  return async (app) => {
    contractRoutes(app)(ENDPOINTS.smsOutbox, async ({ query }) => {
      const rows = await deps.outbox.list(query.phone, OUTBOX_LIMIT);
      return rows.map((row) => ({ to: row.to, body: row.body, sentAt: row.sentAt.toISOString() }));
    });
  };
}
