import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { STOCK_IMPORT_CHARS_MAX } from '@vastra/domain/back-office';
import type { FastifyPluginAsync } from 'fastify';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import { contractRoutes } from '../../plugins/contract-route';
import { searchText } from '../../shared/list-query';
import { isUuid } from '../../shared/uuid';
import { readAdminProduct } from './admin-product.repository';
import { readMovementCursor, readProductCursor } from './list-cursor';
import { listAdminProducts } from './product-list.repository';
import { productNotFound, type createProductWrites } from './product-writes';
import type { createStockChanges } from './stock-changes';
import { stockCsv, stockCsvFileName } from './stock-csv';
import type { createStockImport } from './stock-import.service';

/** A product id from the path: anything that is not a uuid names no product. */
function productId(id: string): string {
  if (!isUuid(id)) throw productNotFound();
  return id.toLowerCase();
}

/** The back office's products and stock (/api/admin/products…, /api/admin/stock/import). */
export function catalogAdminRoutes(deps: {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  products: ReturnType<typeof createProductWrites>;
  stock: ReturnType<typeof createStockChanges>;
  stockImport: ReturnType<typeof createStockImport>;
}): FastifyPluginAsync {
  const { db, clock, products, stock, stockImport } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });

    route(ENDPOINTS.adminProducts, async ({ query }) => {
      const cursor = query.cursor ? readProductCursor(query.cursor) : undefined;
      return listAdminProducts(
        db,
        { q: searchText(query.q), category: query.category, status: query.status, stock: query.stock },
        { cursor, limit: query.limit },
      );
    });

    route(ENDPOINTS.adminCreateProduct, ({ staff, body }) => products.create(staff, body));

    route(ENDPOINTS.adminProduct, async ({ params }) => {
      const product = await readAdminProduct(db, productId(params.id));
      if (!product) throw productNotFound();
      return product;
    });

    route(ENDPOINTS.adminUpdateProduct, ({ staff, params, body }) =>
      products.update(staff, productId(params.id), body),
    );

    route(ENDPOINTS.adminDeleteProduct, async ({ staff, params }) => {
      await products.remove(staff, productId(params.id));
      return { message: M.productDeleted };
    });

    route(ENDPOINTS.adminSetStock, ({ staff, params, body }) => stock.set(staff, productId(params.id), body));

    route(ENDPOINTS.adminStockMovements, ({ params, query }) =>
      stock.movements(productId(params.id), {
        cursor: query.cursor ? readMovementCursor(query.cursor) : null,
        limit: query.limit,
      }),
    );

    // Its own body limit: the contract's largest file (STOCK_IMPORT_CHARS_MAX characters), written as JSON, where
    // every line break takes two characters and a non-ASCII character up to six.
    route(ENDPOINTS.adminStockImport, ({ staff, body }) => stockImport.run(staff, body), {
      bodyLimit: 2 * STOCK_IMPORT_CHARS_MAX,
    });

    // Streamed: products are read by keyset batches as the client takes the file.
    route(ENDPOINTS.adminStockCsv, async ({ staff, reply }) => {
      await recordAudit(db, staff, { action: 'stock.export', targetType: 'stock', targetId: null });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${stockCsvFileName(clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(stockCsv(db)));
    });
  };
}
