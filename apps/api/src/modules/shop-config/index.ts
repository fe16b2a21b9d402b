// STUB — replaced by the shop-config module's implementation.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';

export function createShopConfigModule(_deps: { config: Config }): { routes: FastifyPluginAsync } {
  return { routes: async () => undefined };
}
