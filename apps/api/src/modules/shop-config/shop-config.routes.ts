import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoutes } from '../../plugins/contract-route';
import type { ShopConfigResponse } from './shop-config.service';

/**
 * Browsers and proxies may keep the answer a minute: the settings change only with a redeploy, the menu's collections
 * and the delivery fees when the owner changes them (docs/decisions/098-collections.md).
 */
const CACHE_CONTROL = 'public, max-age=60';

/** The shop's public settings (docs/rules/ui.md#web-conventions: one build serves any shop) and its menu links. */
export function shopConfigRoutes(deps: { current: () => Promise<ShopConfigResponse> }): FastifyPluginAsync {
  return async (app) => {
    contractRoutes(app)(ENDPOINTS.shopConfig, async ({ reply }) => {
      reply.header('cache-control', CACHE_CONTROL);
      return deps.current();
    });
  };
}
