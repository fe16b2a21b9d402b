// STUB — replaced by the identity module's implementation.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import { AppError } from '../../errors';

export interface IdentityModule {
  routes: FastifyPluginAsync;
  /** Dev-only routes (SMS outbox); registered only outside production. */
  devRoutes: FastifyPluginAsync;
  authenticate: Authenticate;
}

export function createIdentityModule(_deps: { db: Db; config: Config; clock: Clock; rateLimiter: RateLimiter }): IdentityModule {
  return {
    routes: async () => undefined,
    devRoutes: async () => undefined,
    authenticate: async () => {
      throw new AppError('unauthorized', 'Authentication required');
    },
  };
}
