import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { ShopSettingsService } from './shop-settings.service';

/**
 * The back office's Settings (/api/admin/settings) and the part checkout and the product page read
 * (/api/checkout/rules: cash on delivery and the delivery fees).
 */
export function shopSettingsRoutes(deps: {
  settings: ShopSettingsService;
  authenticateStaff: AuthenticateStaff;
}): FastifyPluginAsync {
  const { settings } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.checkoutRules, async () => {
      const { cod, delivery } = await settings.cached();
      return { cod, delivery };
    });
    route(ENDPOINTS.adminSettings, () => settings.read());
    route(ENDPOINTS.adminUpdateSettings, ({ staff, body }) => settings.update(body, staff));
  };
}
