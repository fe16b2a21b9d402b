import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import type { CatalogStockSync, StaffShipping } from '../shipping';
import { readQueue } from './queue.repository';
import { createShipmentActions } from './shipment-actions.service';

/**
 * Shipments that need a hand (/api/admin/orders/{id}/book, /ndr, /received-back and /api/admin/queue):
 * see shipment-actions.service.ts and queue.repository.ts.
 */
export function shipmentActionRoutes(deps: {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  shipping: StaffShipping;
  catalog?: CatalogStockSync | undefined;
}): FastifyPluginAsync {
  const { db, clock } = deps;
  const actions = createShipmentActions(deps);
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminBookOrder, ({ staff, params }) => actions.book(staff, params.id));
    route(ENDPOINTS.adminNdrAction, ({ staff, params, body }) => actions.ndr(staff, params.id, body));
    route(ENDPOINTS.adminReceivedBack, ({ staff, params, body }) => actions.receivedBack(staff, params.id, body));
    route(ENDPOINTS.adminQueue, () => readQueue(db, clock.now()));
  };
}
