import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { salePricesRoutes } from './sale-prices.routes';
import { createSalePrices, type CatalogChanged } from './sale-prices.service';

export interface SalePricesDeps {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  /** The catalogue, told after every committed change of a sale (app-modules.ts passes its service). */
  catalog: CatalogChanged;
}

/** The owner's sale prices on a schedule: /api/admin/sale-prices (docs/decisions/086-sale-prices-on-a-schedule.md). */
export function createSalePricesModule(deps: SalePricesDeps): { routes: FastifyPluginAsync } {
  const sales = createSalePrices(deps);
  return { routes: salePricesRoutes({ authenticateStaff: deps.authenticateStaff, sales }) };
}
