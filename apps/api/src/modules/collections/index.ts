import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { createCollectionPages, type CatalogSnapshot, type CollectionPages } from './collection-pages';
import { collectionPageRoutes, collectionsAdminRoutes } from './collections.routes';
import { createCollections, type CatalogChanged } from './collections.service';

export type { CollectionPages } from './collection-pages';
export { seedCollectionsIfEmpty } from './seed-collections';
import { collectionsRepository } from './collections.repository';

/** Whether a collection (hidden or not) has this id: a home rail may name it (docs/decisions/094-home-content.md). */
export const collectionExists = (db: Db, id: string): Promise<boolean> => collectionsRepository.exists(db, id);

export interface CollectionsDeps {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  /** The catalogue: told after every committed change; its snapshot gives the product answers. */
  catalog: CatalogChanged & CatalogSnapshot;
}

export interface CollectionsModule {
  /** /api/admin/collections, registered under /api. */
  adminRoutes: FastifyPluginAsync;
  /** GET /api/client/collections/:slug, registered under /api. */
  routes: FastifyPluginAsync;
  /** Pages, menu links and sitemap entries, for the storefront's server-rendered pages (injected by app.ts). */
  pages: CollectionPages;
}

/** Manual and automatic collections (docs/decisions/098-collections.md). */
export function createCollectionsModule(deps: CollectionsDeps): CollectionsModule {
  const pages = createCollectionPages(deps);
  return {
    adminRoutes: collectionsAdminRoutes({
      authenticateStaff: deps.authenticateStaff,
      collections: createCollections(deps),
    }),
    routes: collectionPageRoutes(pages),
    pages,
  };
}
