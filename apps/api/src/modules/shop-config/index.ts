import type { CollectionLink } from '@vastra/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { shopConfigRoutes } from './shop-config.routes';
import { shopConfigFrom } from './shop-config.service';

import type { ShopConfigResponse } from './shop-config.service';

export type { ShopConfigResponse };

/** The shop's public configuration (docs/rules/README.md#the-shop, docs/rules/ui.md#web-conventions). */
export function createShopConfigModule(deps: {
  config: Config;
  /** The menu's collections (docs/decisions/098-collections.md); none when not given. */
  navLinks?: () => Promise<CollectionLink[]>;
}): { routes: FastifyPluginAsyncZod; current(): Promise<ShopConfigResponse> } {
  const navLinks = deps.navLinks ?? (() => Promise.resolve([]));
  const shopConfig = shopConfigFrom(deps.config);
  return {
    routes: shopConfigRoutes({ shopConfig, navLinks }),
    /** GET /api/shop-config's answer, which every storefront page also carries (plugins/spa.ts). */
    current: async () => ({ ...shopConfig, collections: await navLinks() }),
  };
}
