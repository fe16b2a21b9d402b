import { publicPhotoUrl } from '@vastra/domain/catalog';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import { catalogRoutes, listRead, productRead } from './catalog.routes';
import type { PreparedRead } from '../../plugins/prepared-reads';
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
  /** The list's and one product's answers, also served before the router (plugins/prepared-reads.ts). */
  preparedReads: PreparedRead[];
}

export interface CatalogDeps {
  db: Db;
  config: Config;
  /** A monotonic clock in ms, for the cache's recheck interval (tests move it by hand). */
  now?: () => number;
  /** The app's clock: the moment whose sale prices the catalogue shows and orders are charged. */
  clock?: Clock;
}

export function createCatalogModule({ db, config, now, clock }: CatalogDeps): CatalogModule {
  // The embedded database belongs to one process (it holds the data directory's lock, db/data-dir-lock.ts): no
  // other process can commit a change it does not announce, so the periodic reload (decision 012) would only
  // re-read, at 50,000 products for seconds of the one database connection, what this process already holds.
  const embedded = !config.DATABASE_URL;
  const service = createCatalogService(createCatalogRepository(db), {
    ...(now ? { now } : {}),
    ...(clock ? { at: () => clock.now() } : {}),
    ...(embedded ? { maxAgeMs: Number.POSITIVE_INFINITY } : {}),
    ...(config.MEDIA_PUBLIC_URL ? { photoUrl: (path: string) => publicPhotoUrl(path, config.MEDIA_PUBLIC_URL) } : {}),
  });
  const list = listRead(service);
  const product = productRead(service);
  return {
    routes: catalogRoutes({ list, product }),
    mediaRoutes: mediaRoutes(service),
    service,
    preparedReads: [list, product],
  };
}
