import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { homeContentRoutes } from './home-content.routes';
import { createHomeContent, type HomeCatalog } from './home-content.service';

export { readHome } from './home-content.service';
export type { HomeCatalog, StoredHome } from './home-content.service';

export interface HomeContentDeps {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  /** The catalogue: its products check a rail's picks, and it is told after every save (so every home re-reads). */
  catalog: HomeCatalog;
  /** A production shop: the home with nothing saved is without the slides that make claims (`readHome`). */
  production?: boolean;
}

/** The owner's home page: /api/admin/home (docs/decisions/094-home-content.md). */
export function createHomeContentModule(deps: HomeContentDeps): { routes: FastifyPluginAsync } {
  const editor = createHomeContent(deps);
  return { routes: homeContentRoutes({ authenticateStaff: deps.authenticateStaff, editor }) };
}
