import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { attributesRoutes } from './attributes.routes';
import { createAttributes, type CatalogChanged } from './attributes.service';

export interface AttributesDeps {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  /** The catalogue, told after every committed change (app-modules.ts passes its service). */
  catalog: CatalogChanged;
}

/** The shop's own attributes: /api/admin/attributes (docs/decisions/092-attributes.md). */
export function createAttributesModule(deps: AttributesDeps): { routes: FastifyPluginAsync } {
  const attributes = createAttributes(deps);
  return { routes: attributesRoutes({ authenticateStaff: deps.authenticateStaff, attributes }) };
}
