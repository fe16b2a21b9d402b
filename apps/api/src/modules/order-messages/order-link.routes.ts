import { orderIdOfLinkCode } from '@vastra/domain/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

/**
 * The short link in order messages, `/t/{code}` (a 22-character code of the order id, so the link fits a DLT
 * variable and its static part can be whitelisted): redirects to the order's page, which asks its owner to sign in.
 * A code that is not one goes to My Orders.
 */
export const orderLinkRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/t/:code',
    { schema: { params: z.object({ code: z.string().max(64) }), hide: true } },
    async (req, reply) => {
      const { code } = req.params as { code: string };
      const orderId = orderIdOfLinkCode(code);
      return reply.redirect(orderId ? `/orders/${orderId}` : '/orders', 302);
    },
  );
};
