import type { CategoryName, CollectionLink } from '@vastra/domain/api';
import type { ShopSettings } from '@vastra/domain/settings';
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
  /** The shown categories' names (modules/categories); not sent when not given. */
  categoryNames?: () => Promise<CategoryName[]>;
  /** The owner's delivery and COD fees (modules/shop-settings); not sent when not given. */
  delivery?: () => Promise<ShopSettings['delivery']>;
}): { routes: FastifyPluginAsyncZod; current(): Promise<ShopConfigResponse> } {
  const navLinks = deps.navLinks ?? (() => Promise.resolve([]));
  const shopConfig = shopConfigFrom(deps.config);
  /** GET /api/shop-config's answer, which every storefront page also carries (plugins/spa.ts). */
  const current = async (): Promise<ShopConfigResponse> => {
    const [collections, categories, delivery] = await Promise.all([
      navLinks(),
      deps.categoryNames?.(),
      deps.delivery?.(),
    ]);
    return { ...shopConfig, collections, ...(categories ? { categories } : {}), ...(delivery ? { delivery } : {}) };
  };
  return { routes: shopConfigRoutes({ current }), current };
}
