import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { ShiftableClock } from '../shared/clock';
import { contractRoutes } from './contract-route';

/**
 * POST /api/dev/clock, development only (registered behind the loopback guard outside production, app.ts): moves
 * the server's clock forward or back to real time, then drops the cached catalogue. The catalogue reprices by
 * itself at a sale's start or end (apps/api/src/modules/catalog/catalog-cache.ts), but it read only the sales not
 * over at the time it loaded: after a reset, a sale that had ended at the moved time must be read again.
 */
export function devClockRoutes(deps: {
  clock: ShiftableClock;
  catalogChanged: () => Promise<void>;
}): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.devClock, async ({ body }) => {
      if (body.reset) deps.clock.reset();
      else if (body.advanceMs !== undefined) deps.clock.advance(body.advanceMs);
      await deps.catalogChanged();
      return { now: deps.clock.now().toISOString(), offsetMs: deps.clock.offsetMs() };
    });
  };
}
