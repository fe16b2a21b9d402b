// STUB — replaced by the reviews module's implementation.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';

export function createReviewsModule(_deps: { db: Db; authenticate: Authenticate }): { routes: FastifyPluginAsync } {
  return { routes: async () => undefined };
}
