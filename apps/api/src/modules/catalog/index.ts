import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { catalogRoutes } from './catalog.routes';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService, type CatalogService } from './catalog.service';
import { mediaRoutes } from './media.routes';

export type { CatalogService, PriceLookup, PriceQuery } from './catalog.service';
export { seedCatalogIfEmpty, type SeedResult, type SeedSource } from './seed-catalogue';

export interface CatalogModule {
  /** The catalogue API, registered under /api. */
  routes: FastifyPluginAsync;
  /** Product images at /uploads/…, registered at the root. */
  mediaRoutes: FastifyPluginAsync;
  /** Cache control and price lookups for other modules (injected by app.ts). */
  service: CatalogService;
}

export interface CatalogDeps {
  db: Db;
  config: Config;
  /** A monotonic clock in ms, for the cache's recheck interval (tests move it by hand). */
  now?: () => number;
}

export function createCatalogModule({ db, now }: CatalogDeps): CatalogModule {
  const service = createCatalogService(createCatalogRepository(db), now ? { now } : {});
  return { routes: catalogRoutes(service), mediaRoutes: mediaRoutes(service), service };
}
