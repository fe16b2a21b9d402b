import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { orderAdminReadRoutes } from './order-admin.routes';

export interface OrderAdminModule {
  /** The back office's order list, order page and CSV export, registered under /api. */
  routes: FastifyPluginAsync;
}

export interface OrderAdminDeps {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
}

/** The back office's orders: list (filters, search, keyset pages), one order, CSV export. */
export function createOrderAdminModule(deps: OrderAdminDeps): OrderAdminModule {
  return { routes: orderAdminReadRoutes(deps) };
}
export { deliveryAddressOf, readAdminOrder, toAdminRefund } from './order-detail.repository';
export { orderNotFound } from './order-admin.routes';
export { shipmentActionRoutes } from './shipment-actions.routes';
export { linkPaidHistory } from './phone-order.service';
export { ndrOpenWhere, paymentsWhere, returnsWhere, unbookedWhere } from './queue-sections';
export { settlePaymentAttentionRefund } from './payment-attention.repository';
