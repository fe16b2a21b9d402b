// STUB — replaced by the contact module's implementation.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limit';

export function createContactModule(_deps: { db: Db; rateLimiter: RateLimiter }): { routes: FastifyPluginAsync } {
  return { routes: async () => undefined };
}
