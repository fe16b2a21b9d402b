import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog';
import { createSearchRepository } from './search.repository';
import { createSearchService as createService, type SearchService } from './search.service';
import { searchRead, searchRoutes } from './search.routes';
import type { PreparedRead } from '../../plugins/prepared-reads';

export type { SearchService } from './search.service';

export interface SearchDeps {
  db: Db;
  /** The catalogue's cached snapshot: the products searched and the items answered. */
  catalog: Pick<CatalogService, 'listProducts' | 'getProducts' | 'version'>;
  /** A monotonic clock in ms, for when `popular` is counted again. */
  now?: () => number;
}

/** The search's service alone (e.g. for a page that embeds the shop's first page). */
export function createSearchService({ db, catalog, now }: SearchDeps): SearchService {
  return createService(createSearchRepository(db), catalog, now ? { now } : {});
}

export interface SearchModule {
  /** GET /api/client/search and /api/client/search/suggestions, registered under /api. */
  routes: FastifyPluginAsync;
  service: SearchService;
  /** Searches the route has answered, answered again before the router (plugins/prepared-reads.ts). */
  preparedReads: PreparedRead[];
}

export function createSearchModule(deps: SearchDeps): SearchModule {
  const service = createSearchService(deps);
  return { routes: searchRoutes(service), service, preparedReads: [searchRead(service)] };
}
