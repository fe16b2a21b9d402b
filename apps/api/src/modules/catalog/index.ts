// STUB — replaced by the catalogue module's implementation.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export interface CatalogModule {
  routes: FastifyPluginAsync;
}

export function createCatalogModule(_deps: { db: Db; config: Config }): CatalogModule {
  return { routes: async () => undefined };
}
