import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { SalePrices } from './sale-prices.service';

/** /api/admin/sale-prices: list, create, change, end and delete (permission `offers`, from the contract). */
export function salePricesRoutes(deps: {
  authenticateStaff: AuthenticateStaff;
  sales: SalePrices;
}): FastifyPluginAsync {
  const { sales } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminSalePrices, ({ query }) => sales.list(query));
    route(ENDPOINTS.adminCreateSalePrice, ({ staff, body }) => sales.create(staff, body));
    route(ENDPOINTS.adminUpdateSalePrice, ({ staff, params, body }) => sales.update(staff, params.id, body));
    route(ENDPOINTS.adminEndSalePrice, ({ staff, params }) => sales.end(staff, params.id));
    route(ENDPOINTS.adminDeleteSalePrice, ({ staff, params }) => sales.remove(staff, params.id));
  };
}
