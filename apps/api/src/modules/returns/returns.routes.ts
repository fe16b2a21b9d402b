import { ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES } from '@vastra/domain/back-office';
import { RETURNS_MESSAGES as M, RETURN_STATES, type ReturnState } from '@vastra/domain/returns';
import { and, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { orders, returnRequests } from '../../db/schema';
import { AppError } from '../../errors';
import { contractRoutes } from '../../plugins/contract-route';
import { isUuid } from '../../shared/uuid';
import { patchOrder } from '../order-lifecycle';
import { recordBankPayment, revealPayoutDestination } from './bank-payment';
import type { ShopperReturns } from './create-return';
import type { StaffReturns } from './staff-returns';
import { readAdminReturn, returnId, viewAdminReturns, type PhotoLinks } from './returns.view';
import type { ReturnsDeps } from './index';

const E = ENDPOINTS;
/** States staff still act on (every state before a final one). */
export const OPEN_STATES: readonly ReturnState[] = [
  'requested',
  'approved',
  'pickup_scheduled',
  'picked_up',
  'received',
];

const encode = (at: Date, id: string) => Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
function decode(cursor: string): { at: Date; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as unknown[];
      const when = typeof at === 'string' ? new Date(at) : null;
      if (when && !Number.isNaN(when.getTime()) && typeof id === 'string' && isUuid(id)) return { at: when, id };
    }
  } catch {
    // answered below
  }
  throw new AppError('bad-request', `cursor: ${BACK_OFFICE_MESSAGES.cursorInvalid}`, { field: 'cursor' });
}

/** The back office's queue: newest first, keyset pages (created_at, id), with counts of the open states. */
async function queue(
  db: Db,
  links: PhotoLinks,
  query: { state?: string | undefined; cursor?: string | undefined; limit?: number | undefined },
) {
  const limit = query.limit ?? 25;
  const filters: SQL[] = [];
  const state = query.state ?? 'open';
  if (state === 'open') filters.push(inArray(returnRequests.state, [...OPEN_STATES]));
  else if (state !== 'all') filters.push(eq(returnRequests.state, state));
  if (query.cursor) {
    const c = decode(query.cursor);
    const older = or(
      lt(returnRequests.createdAt, c.at),
      and(eq(returnRequests.createdAt, c.at), lt(returnRequests.id, c.id)),
    );
    if (older) filters.push(older);
  }
  const rows = await db
    .select()
    .from(returnRequests)
    .where(and(...filters))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const counted = await db
    .select({ state: returnRequests.state, n: count() })
    .from(returnRequests)
    .where(inArray(returnRequests.state, [...OPEN_STATES]))
    .groupBy(returnRequests.state);
  const counts = Object.fromEntries(OPEN_STATES.map((s) => [s, counted.find((c) => c.state === s)?.n ?? 0]));
  return {
    returns: await viewAdminReturns(db, page, links),
    nextCursor: rows.length > limit && last ? encode(last.createdAt, last.id) : null,
    counts,
  };
}

export function returnsRoutes(
  deps: ReturnsDeps,
  shopper: ShopperReturns,
  staffReturns: StaffReturns,
): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticate: deps.authenticate, authenticateStaff: deps.authenticateStaff });

    route(E.returnOptions, ({ params, user }) => shopper.options(params.id, user.id));
    route(E.myReturns, ({ params, user }) => shopper.list(params.id, user.id));
    route(E.quoteReturn, ({ params, body, user }) => shopper.quote(params.id, user.id, body));
    route(E.createReturn, async ({ params, body, user }) => {
      await deps.rateLimiter.consume([
        { bucket: `return-create:user:${user.id}:1h`, limit: 30, windowSeconds: 3600, message: M.tooManyRequests },
      ]);
      return shopper.create(params.id, user.id, body);
    });

    route(E.adminReturns, ({ query }) => queue(db, deps.privateMedia, query));
    route(E.adminReturn, ({ params }) => readAdminReturn(db, returnId(params.id), deps.privateMedia));
    route(E.adminApproveReturn, ({ params, staff }) => staffReturns.approve(returnId(params.id), staff));
    route(E.adminRejectReturn, ({ params, body, staff }) =>
      staffReturns.reject(returnId(params.id), body.reason, staff),
    );
    route(E.adminReturnPickedUp, async ({ params, staff }) =>
      readAdminReturn(db, await staffReturns.pickedUp(returnId(params.id), staff), deps.privateMedia),
    );
    route(E.adminReceiveReturn, ({ params, body, staff }) => staffReturns.receive(returnId(params.id), body, staff));
    route(E.adminCompleteReturn, ({ params, staff }) => staffReturns.complete(returnId(params.id), staff));
    route(E.adminReturnPayoutPaid, ({ params, body, staff }) =>
      recordBankPayment(deps, returnId(params.id), body.reference, staff),
    );
    route(E.adminPayoutDestination, ({ params, staff }) => revealPayoutDestination(deps, returnId(params.id), staff));
  };
}

/** POST /api/dev/orders/:id/backdate-delivery (loopback only, dev): the delivery moved `days` into the past. */
export function returnsDevRoutes(deps: Pick<ReturnsDeps, 'db' | 'clock'>): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app, {});
    route(E.devBackdateDelivery, async ({ params, body }) => {
      if (!isUuid(params.id)) throw new AppError('not-found', 'Order not found');
      const deliveredAt = new Date(deps.clock.now().getTime() - body.days * 86_400_000);
      const row = await patchOrder(
        deps.db,
        params.id.toLowerCase(),
        { deliveredAt, updatedAt: sql`now()` },
        eq(orders.status, 'delivered'),
      );
      if (!row) throw new AppError('not-found', 'Order not found');
      return { deliveredAt: deliveredAt.toISOString() };
    });
  };
}

export const KNOWN_STATES = RETURN_STATES;
