import { ENDPOINTS } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import type { FastifyPluginAsync } from 'fastify';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import { csvFileName, ordersCsv } from './order-csv';
import { linesCsvFileName, orderLinesCsv } from './order-lines-csv';
import { readAdminOrder } from './order-detail.repository';
import { checkedFilter } from './order-filter';
import { listAdminOrders, readOrderCursor } from './order-list.repository';

export const orderNotFound = () => new AppError('not-found', M.orderNotFound);

/** The back office's order reads: the list, one order, and the list as a CSV file. */
export function orderAdminReadRoutes(deps: { db: Db; clock: Clock; authenticateStaff: AuthenticateStaff }) {
  const { db, clock } = deps;
  const plugin: FastifyPluginAsync = async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });

    route(ENDPOINTS.adminOrders, async ({ query }) => {
      const { cursor, limit, ...filter } = query;
      const checked = checkedFilter(filter);
      return listAdminOrders(db, checked, { cursor: cursor ? readOrderCursor(cursor) : undefined, limit });
    });

    // Streamed: the file is read by keyset batches as the client takes it (compressed when the client asks).
    route(ENDPOINTS.adminOrdersCsv, async ({ query, staff, reply }) => {
      const filter = checkedFilter(query);
      await recordAudit(db, staff, { action: 'orders.export', targetType: 'orders', targetId: null, after: filter });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(ordersCsv(db, filter)));
    });
    route(ENDPOINTS.adminOrderLinesCsv, async ({ query, staff, reply }) => {
      const filter = checkedFilter(query);
      await recordAudit(db, staff, {
        action: 'orders.export_lines',
        targetType: 'orders',
        targetId: null,
        after: filter,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${linesCsvFileName(clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(orderLinesCsv(db, filter)));
    });

    route(ENDPOINTS.adminOrder, async ({ params }) => {
      const order = isUuid(params.id) ? await readAdminOrder(db, params.id.toLowerCase()) : null;
      if (!order) throw orderNotFound();
      return order;
    });
  };
  return plugin;
}
