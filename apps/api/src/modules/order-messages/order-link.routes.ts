import { orderIdOfLinkCode, TRACKING_TOKEN_CHARS } from '@vastra/domain/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

/**
 * The short link in order messages, `/t/{code}` (its code at most 30 characters, so the link fits a DLT variable and
 * its static part can be whitelisted). Texts carry a signed 30-character token (docs/decisions/111-sign-in-by-otp.md):
 * it goes to the public tracking page `/track/{token}`, which checks it and shows the shop's 404 page when it is not
 * one of ours. Texts sent before carry the order's 22-character code: it still goes to the order's page, which asks
 * its owner to sign in. Anything else goes to My Orders.
 */
export function orderLinkRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/t/:code',
      { schema: { params: z.object({ code: z.string().max(64) }), hide: true } },
      async (req, reply) => {
        const { code } = req.params as { code: string };
        if (code.length === TRACKING_TOKEN_CHARS && /^[A-Za-z0-9_-]+$/.test(code)) {
          return reply.redirect(`/track/${code}`, 302);
        }
        const orderId = orderIdOfLinkCode(code);
        return reply.redirect(orderId ? `/orders/${orderId}` : '/orders', 302);
      },
    );
  };
}
