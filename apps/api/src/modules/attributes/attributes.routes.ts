import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Attributes } from './attributes.service';

/** /api/admin/attributes: list, add, rename, reorder; values add, rename, reorder, remove (from the contract). */
export function attributesRoutes(deps: {
  authenticateStaff: AuthenticateStaff;
  attributes: Attributes;
}): FastifyPluginAsync {
  const { attributes } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminAttributes, () => attributes.list());
    route(ENDPOINTS.adminCreateAttribute, ({ staff, body }) => attributes.create(staff, body));
    route(ENDPOINTS.adminUpdateAttribute, ({ staff, params, body }) => attributes.update(staff, params.id, body));
    route(ENDPOINTS.adminCreateAttributeValue, ({ staff, params, body }) =>
      attributes.addValue(staff, params.id, body),
    );
    route(ENDPOINTS.adminUpdateAttributeValue, ({ staff, params, body }) =>
      attributes.updateValue(staff, params.id, params.valueId, body),
    );
    route(ENDPOINTS.adminDeleteAttributeValue, ({ staff, params }) =>
      attributes.removeValue(staff, params.id, params.valueId),
    );
  };
}
