// STUB — replaced by the shipping module (simulator, Shiprocket adapter, booking job, tracking).
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';

export interface ShippingModule {
  routes: FastifyPluginAsync;
  /** Simulator controls (advance/cancel/rto); registered only outside production. */
  devRoutes: FastifyPluginAsync;
  /** Background work (booking retries); started by server.ts, never by tests. */
  jobs: { start(): void; stop(): Promise<void> };
}

export function createShippingModule(_deps: { db: Db; config: Config; clock: Clock; authenticate: Authenticate }): ShippingModule {
  return {
    routes: async () => undefined,
    devRoutes: async () => undefined,
    jobs: { start: () => undefined, stop: async () => undefined },
  };
}
