// STUB — replaced by the payments module (sandbox gateway, Razorpay adapter).
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export interface PaymentsModule {
  routes: FastifyPluginAsync;
  /** Sandbox gateway endpoints; registered only outside production. */
  devRoutes: FastifyPluginAsync;
}

export function createPaymentsModule(_deps: { db: Db; config: Config }): PaymentsModule {
  return { routes: async () => undefined, devRoutes: async () => undefined };
}
