import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import type { MakePaymentLink, PlaceOrder } from '../orders';
import { createPhoneOrders } from './phone-order.service';

/** POST /api/admin/orders: an order taken by phone (docs/decisions/132-phone-orders.md); 200 for a repeated key. */
export function phoneOrderRoutes(deps: {
  db: Db;
  clock: Clock;
  placeOrder: PlaceOrder;
  makePaymentLink: MakePaymentLink;
  shopName: string;
  authenticateStaff: AuthenticateStaff;
}): FastifyPluginAsync {
  const takeOrder = createPhoneOrders(deps);
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminCreateOrder, async ({ staff, body, headers, reply }) => {
      const { created, answer } = await takeOrder(staff, body, headers['idempotency-key']);
      return reply.status(created ? 201 : 200).send(answer);
    });
  };
}
