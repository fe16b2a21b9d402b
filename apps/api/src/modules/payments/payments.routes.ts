import { PaymentKeyResponse } from '@vastra/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentGateway } from './payment-gateway.port';

/**
 * GET /api/payment/get-key (docs/rules/api.md#endpoints): the gateway's public key and where its checkout script is.
 */
export function paymentsRoutes(deps: { gateway: PaymentGateway }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payment/get-key',
      {
        schema: {
          tags: ['payments'],
          summary: "The card gateway's public key and checkout script URL",
          response: { 200: PaymentKeyResponse },
        },
      },
      async () => ({ key: deps.gateway.publicKey, checkoutScriptUrl: deps.gateway.checkoutScriptUrl }),
    );
  };
}
