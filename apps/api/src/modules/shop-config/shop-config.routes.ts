import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoutes } from '../../plugins/contract-route';
import type { ShopConfigResponse } from './shop-config.service';

/** Browsers and proxies may keep the answer 5 minutes: it changes only with a redeploy. */
const CACHE_CONTROL = 'public, max-age=300';

/** The shop's public settings (docs/rules/ui.md#web-conventions: one build serves any shop). */
export function shopConfigRoutes(deps: { shopConfig: ShopConfigResponse }): FastifyPluginAsync {
  return async (app) => {
    contractRoutes(app)(ENDPOINTS.shopConfig, ({ reply }) => {
      reply.header('cache-control', CACHE_CONTROL);
      return deps.shopConfig;
    });
  };
}
