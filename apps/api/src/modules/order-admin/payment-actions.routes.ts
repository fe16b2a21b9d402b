import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import type { PlaceOrder } from '../orders';
import type { PaymentGateway } from '../payments';
import { createPaymentActions } from './payment-attention.service';

/**
 * The back office's captured payments that produced no order (/api/admin/payments/{id}/…): refund what is left,
 * or make the order the payment was for (payment-attention.service.ts).
 */
export function paymentActionsRoutes(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  placeOrder: PlaceOrder;
  authenticateStaff: AuthenticateStaff;
}): FastifyPluginAsync {
  const actions = createPaymentActions(deps);
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminRefundPayment, ({ staff, params, body }) => actions.refund(staff, params.id, body.reason));
    route(ENDPOINTS.adminCreateOrderFromPayment, ({ staff, params }) => actions.createOrder(staff, params.id));
  };
}
