import { RETURNS_MESSAGES as M, RETURN_STATE_LABELS, canMoveReturn, type ReturnState } from '@vastra/domain/returns';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import type { OrderEvent } from '../order-history';
import { applyMove, type ReturnPatch } from '../order-lifecycle';
import { referenceOf } from './create-return';
import { lockReturnRow, returnNotFound, type ReturnRow } from './returns.view';

export type Staff = Pick<StaffUser, 'id' | 'fullName'>;

export const refuse = (row: ReturnRow, action: string) =>
  new AppError('conflict', M.cannotMove(RETURN_STATE_LABELS[row.state as ReturnState], action), {
    code: 'action_not_allowed',
  });

/** Every state a request takes, with the column stamped when it gets there. */
const STAMP = {
  approved: 'approvedAt',
  pickup_scheduled: 'pickupScheduledAt',
  picked_up: 'pickedUpAt',
  received: 'receivedAt',
  rejected: 'rejectedAt',
} as const;
export type MoveTo = keyof typeof STAMP;

/**
 * Writes one change of state of a request locked by the caller (its order first): the state, its stamp, `extra`,
 * a line in the order's history and (for staff) the audit log.
 */
/**
 * The order events of a move: a request received with its check accepted is settled by the outbox's reaction
 * (refund, payout or the new size); an approval or a rejection (by staff, or by the quality check) is texted.
 */
function eventsOf(row: ReturnRow, staff: Staff | null, to: MoveTo, extra: ReturnPatch): OrderEvent[] {
  if (to === 'received' && extra.qcResult === 'accept') {
    return [{ type: 'return.received', orderId: row.orderId, returnRequestId: row.id, staff }];
  }
  if (to === 'approved' || to === 'rejected') {
    const kind = row.kind === 'exchange' ? 'exchange' : 'return';
    return [{ type: 'return.changed', orderId: row.orderId, returnRequestId: row.id, kind, to }];
  }
  return [];
}

export async function moveLocked(
  tx: Db,
  row: ReturnRow,
  staff: Staff | null,
  to: MoveTo,
  extra: ReturnPatch,
  now: Date,
): Promise<ReturnRow> {
  const summary = `Return ${referenceOf(row.id)}: ${RETURN_STATE_LABELS[row.state as ReturnState]} → ${
    RETURN_STATE_LABELS[to]
  }`;
  const detail = { from: row.state, ...extra };
  const safe = { ...detail, payoutSealed: undefined, pickupResponse: undefined, pickupBookingStartedAt: undefined };
  return applyMove(tx, {
    machine: 'return',
    id: row.id,
    to,
    set: { ...extra, [STAMP[to]]: now, ...(staff ? { staffName: staff.fullName } : {}) },
    at: now,
    events: eventsOf(row, staff, to, extra),
    history: {
      kind: 'return',
      actor: staff ? 'staff' : 'courier',
      staff,
      summary,
      detail: { returnRequestId: row.id, to, ...safe },
    },
    ...(staff
      ? {
          audit: {
            staff,
            entry: {
              action: `return.${to}`,
              targetType: 'return_request',
              targetId: row.id,
              before: { state: row.state },
              after: { state: to, ...safe },
            },
          },
        }
      : {}),
  });
}

/** One change of state under the request's lock (its order first), refused (409) when the state does not allow it. */
export function createMove(deps: { db: Db; clock: Clock }) {
  return async function move(
    id: string,
    staff: Staff | null,
    to: MoveTo,
    action: string,
    change: (tx: Db, row: ReturnRow, now: Date) => Promise<ReturnPatch>,
    from?: readonly ReturnState[],
  ) {
    const now = deps.clock.now();
    return deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await lockReturnRow(tx, id);
      if (!row) throw returnNotFound();
      const state = row.state as ReturnState;
      if (from ? !from.includes(state) : !canMoveReturn(state, to)) throw refuse(row, action);
      return moveLocked(tx, row, staff, to, await change(tx, row, now), now);
    });
  };
}

export type Move = ReturnType<typeof createMove>;
