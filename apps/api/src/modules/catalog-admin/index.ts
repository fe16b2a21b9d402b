import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { catalogAdminRoutes } from './catalog-admin.routes';
import { createProductWrites, type CatalogChanged } from './product-writes';
import { productCsvRoutes } from './product-csv.routes';
import { createProductImport } from './product-import.service';
import { createStockChanges } from './stock-changes';
import type { ImagesService } from './images.service';
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
  /** PUBLIC_URL (config.ts): the product spreadsheet's photo addresses are absolute against it. */
  publicUrl?: string | undefined;
  /** Removes a deleted product's photos from storage, given their storage keys; called after the commit. */
  afterDelete?: (storageKeys: string[]) => Promise<void> | void;
  log?: { error(obj: unknown, msg: string): void };
  /** The product photo pipeline (images.service.ts), for the photos of a product spreadsheet's ZIP. */
  images: Pick<ImagesService, 'store' | 'discard'>;
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
  const productImport = createProductImport({ db, clock, catalog, images: deps.images });
  const { authenticateStaff } = deps;
  return {
    routes: async (app) => {
      await app.register(catalogAdminRoutes({ db, clock, authenticateStaff, products, stock, stockImport }));
      await app.register(productCsvRoutes({ db, clock, publicUrl: deps.publicUrl, authenticateStaff, productImport }));
    },
  };
}
export { imageRoutes } from './images.routes';
export { createImagesService } from './images.service';
// Photos for the home page and the category tiles (docs/decisions/109-shop-photos.md).
export { shopPhotoRoutes } from './shop-photos.routes';
