import type { CollectionLink } from '@vastra/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { shopConfigRoutes } from './shop-config.routes';
import { shopConfigFrom } from './shop-config.service';

export type { ShopConfigResponse } from './shop-config.service';

/** The shop's public configuration (docs/rules/README.md#the-shop, docs/rules/ui.md#web-conventions). */
export function createShopConfigModule(deps: {
  config: Config;
  /** The menu's collections (docs/decisions/098-collections.md); none when not given. */
  navLinks?: () => Promise<CollectionLink[]>;
}): { routes: FastifyPluginAsyncZod } {
  const navLinks = deps.navLinks ?? (() => Promise.resolve([]));
  return { routes: shopConfigRoutes({ shopConfig: shopConfigFrom(deps.config), navLinks }) };
}
