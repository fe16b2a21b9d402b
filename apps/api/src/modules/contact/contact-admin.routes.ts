import { ENDPOINTS } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthenticateStaff } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { Clock } from '../../shared/clock';
import { readTimeCursor, searchText } from '../../shared/list-query';
import { isUuid } from '../../shared/uuid';
import { listMessages, updateMessage } from './messages.repository';

const messageNotFound = () => new AppError('not-found', M.messageNotFound);

/** The back office's inbox of contact messages (/api/admin/messages…). */
export function contactAdminRoutes(deps: {
  db: Db;
  clock: Clock;
  authenticateStaff: AuthenticateStaff;
}): FastifyPluginAsync {
  const { db, clock } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticateStaff: deps.authenticateStaff });

    route(ENDPOINTS.adminMessages, ({ query }) =>
      listMessages(
        db,
        { status: query.status, q: searchText(query.q) },
        { cursor: query.cursor ? readTimeCursor(query.cursor) : undefined, limit: query.limit },
      ),
    );

    route(ENDPOINTS.adminUpdateMessage, async ({ staff, params, body }) => {
      if (!isUuid(params.id)) throw messageNotFound();
      const message = await updateMessage(db, staff, params.id.toLowerCase(), body, clock.now());
      if (!message) throw messageNotFound();
      return message;
    });
  };
}
