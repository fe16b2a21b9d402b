import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { categoriesRoutes } from './categories.routes';
import { createCategories, type CatalogChanged } from './categories.service';

export interface CategoriesDeps {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  /** The catalogue, told after every committed change (app-modules.ts passes its service). */
  catalog: CatalogChanged;
}

/** The shop's own categories: /api/admin/categories and the size guide (docs/decisions/097-categories.md). */
export function createCategoriesModule(deps: CategoriesDeps): { routes: FastifyPluginAsync } {
  const categories = createCategories(deps);
  return { routes: categoriesRoutes({ authenticateStaff: deps.authenticateStaff, categories }) };
}

export { categoryExists, categoryUnknown, requireCategory } from './category-checks';
export { listCategoryRows, type CategoryRow } from './categories.repository';
export { shownCategoryNames } from './category-names';
