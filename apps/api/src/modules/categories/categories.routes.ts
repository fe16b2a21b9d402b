import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Categories } from './categories.service';

/** /api/admin/categories (list, add, change, remove) and a category's size guide (from the contract). */
export function categoriesRoutes(deps: {
  authenticateStaff: AuthenticateStaff;
  categories: Categories;
}): FastifyPluginAsync {
  const { categories } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });
    route(ENDPOINTS.adminCategories, () => categories.list());
    route(ENDPOINTS.adminCreateCategory, ({ staff, body }) => categories.create(staff, body));
    route(ENDPOINTS.adminUpdateCategory, ({ staff, params, body }) => categories.update(staff, params.slug, body));
    route(ENDPOINTS.adminDeleteCategory, ({ staff, params }) => categories.remove(staff, params.slug));
    route(ENDPOINTS.categorySizeGuide, ({ params }) => categories.sizeGuide(params.slug));
  };
}
