import { ENDPOINTS } from '@vastra/domain/api';
import { ORDERS_MESSAGES } from '@vastra/domain/orders';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { isUuid } from '../../shared/uuid';
import { ordersRepository, toOrderResponse } from '../orders';
import type { CodConfirmation } from './cod-confirmation';
import type { CodExpiryJob } from './expire-awaiting.job';

/** The short link's confirm (no sign-in) and the order page's code (the owner only). */
export function codConfirmationRoutes(deps: {
  db: Db;
  authenticate: Authenticate;
  confirmation: CodConfirmation;
}): FastifyPluginAsync {
  const { db, confirmation } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticate: deps.authenticate });
    route(ENDPOINTS.confirmCodLink, ({ body, request }) => confirmation.confirmLink(body.token, request.ip));

    route(ENDPOINTS.confirmMyCodOrder, async ({ user, params, body }) => {
      const found = isUuid(params.id) ? await ordersRepository.findById(db, params.id) : undefined;
      // Someone else's order is answered exactly like a missing one.
      if (!found || found.order.userId !== user.id) throw new AppError('not-found', ORDERS_MESSAGES.orderNotFound);
      await confirmation.confirmCode(found.order, body.code);
      const latest = await ordersRepository.findById(db, params.id);
      if (!latest) throw new AppError('not-found', ORDERS_MESSAGES.orderNotFound);
      return toOrderResponse(latest);
    });
  };
}

/** POST /api/dev/cod/expire-now: the browser journey's shortened timeout (registered only outside production). */
export function codConfirmationDevRoutes(deps: { job: CodExpiryJob }): FastifyPluginAsync {
  return async (app) => {
    contractRoutes(app)(ENDPOINTS.devCodExpireNow, async ({ body }) => ({
      cancelled: await deps.job.runOnce(body.now ? new Date(body.now) : undefined),
    }));
  };
}
