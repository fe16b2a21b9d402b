import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoutes } from '../../plugins/contract-route';
import type { PaymentGateway } from './payment-gateway.port';

/** The gateway's public key and where its checkout script is (docs/rules/api.md#endpoints). */
export function paymentsRoutes(deps: { gateway: PaymentGateway }): FastifyPluginAsync {
  return async (app) => {
    contractRoutes(app)(ENDPOINTS.paymentKey, () => ({
      key: deps.gateway.publicKey,
      checkoutScriptUrl: deps.gateway.checkoutScriptUrl,
    }));
  };
}
