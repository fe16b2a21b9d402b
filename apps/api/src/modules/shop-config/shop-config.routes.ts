import { ENDPOINTS, type CollectionLink } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoutes } from '../../plugins/contract-route';
import type { ShopConfigResponse } from './shop-config.service';

/**
 * Browsers and proxies may keep the answer a minute: the settings change only with a redeploy, the menu's collections
 * when the owner changes them (docs/decisions/098-collections.md).
 */
const CACHE_CONTROL = 'public, max-age=60';

/** The shop's public settings (docs/rules/ui.md#web-conventions: one build serves any shop) and its menu links. */
export function shopConfigRoutes(deps: {
  shopConfig: Omit<ShopConfigResponse, 'collections'>;
  navLinks: () => Promise<CollectionLink[]>;
}): FastifyPluginAsync {
  return async (app) => {
    contractRoutes(app)(ENDPOINTS.shopConfig, async ({ reply }) => {
      reply.header('cache-control', CACHE_CONTROL);
      return { ...deps.shopConfig, collections: await deps.navLinks() };
    });
  };
}
