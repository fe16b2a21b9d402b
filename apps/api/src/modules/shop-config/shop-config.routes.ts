import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShopConfigResponse } from './shop-config.service';

/** Browsers and proxies may keep the answer 5 minutes: it changes only with a redeploy. */
const CACHE_CONTROL = 'public, max-age=300';

/** GET /api/shop-config (docs/rules/ui.md#web-conventions: one build serves any shop). */
export function shopConfigRoutes(deps: { shopConfig: ShopConfigResponse }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shop-config',
      {
        schema: {
          tags: ['shop'],
          summary: "The shop's name, support details, logo and public provider settings",
          response: { 200: ShopConfigResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return deps.shopConfig;
      },
    );
  };
}
