import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { changeOfferState, createOffer, offerNotFound, updateOffer } from './offer-changes';
import { listOffers, readOffer } from './offers.repository';

/** The owner's offers in the back office (/api/admin/offers, permission `offers`). */
export function offersAdminRoutes(deps: {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
  /** Called after every change: this process's cached live offers are read again (live-offers-cache.ts). */
  afterChange?: () => void;
}): FastifyPluginAsync {
  const { db, clock } = deps;
  const changed = async <T>(change: Promise<T>): Promise<T> => {
    try {
      return await change;
    } finally {
      deps.afterChange?.();
    }
  };
  const idOf = (id: string) => {
    if (!isUuid(id)) throw offerNotFound();
    return id.toLowerCase();
  };
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });

    route(ENDPOINTS.adminOffers, async ({ query }) => ({ offers: await listOffers(db, clock.now(), query.state) }));

    route(ENDPOINTS.adminOffer, async ({ params }) => {
      const offer = await readOffer(db, idOf(params.id), clock.now());
      if (!offer) throw offerNotFound();
      return offer;
    });

    route(ENDPOINTS.adminCreateOffer, ({ staff, body }) => changed(createOffer(db, staff, body, clock.now())));

    route(ENDPOINTS.adminUpdateOffer, ({ staff, params, body }) =>
      changed(updateOffer(db, staff, idOf(params.id), body, clock.now())),
    );

    route(ENDPOINTS.adminPauseOffer, ({ staff, params }) =>
      changed(changeOfferState(db, staff, idOf(params.id), 'pause', clock.now())),
    );
    route(ENDPOINTS.adminResumeOffer, ({ staff, params }) =>
      changed(changeOfferState(db, staff, idOf(params.id), 'resume', clock.now())),
    );
    route(ENDPOINTS.adminEndOffer, ({ staff, params }) =>
      changed(changeOfferState(db, staff, idOf(params.id), 'end', clock.now())),
    );
  };
}
