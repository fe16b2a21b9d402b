import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { catalogAdminRoutes } from './catalog-admin.routes';
import { createProductWrites, type CatalogChanged } from './product-writes';
import { createStockChanges } from './stock-changes';
import { createStockImport } from './stock-import.service';

export interface CatalogAdminModule {
  /** The back office's product and stock API, registered under /api. */
  routes: FastifyPluginAsync;
}

export interface CatalogAdminDeps {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  /** The catalogue, told after every committed product or stock change (app.ts passes its service). */
  catalog: CatalogChanged;
  /** Removes a deleted product's photos from storage, given their storage keys; called after the commit. */
  afterDelete?: (storageKeys: string[]) => Promise<void> | void;
  log?: { error(obj: unknown, msg: string): void };
}

/** Products and stock for the back office: list, create, edit, delete, stock by hand and by CSV. */
export function createCatalogAdminModule(deps: CatalogAdminDeps): CatalogAdminModule {
  const { db, clock, catalog } = deps;
  const products = createProductWrites({
    db,
    clock,
    catalog,
    afterDelete: deps.afterDelete,
    ...(deps.log ? { log: deps.log } : {}),
  });
  const stock = createStockChanges({ db, clock, catalog });
  const stockImport = createStockImport({ db, clock, catalog });
  return {
    routes: catalogAdminRoutes({ db, authenticateStaff: deps.authenticateStaff, products, stock, stockImport }),
  };
}
export { imageRoutes } from './images.routes';
