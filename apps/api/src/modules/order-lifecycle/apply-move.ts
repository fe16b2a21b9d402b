import { LIFECYCLE_MACHINES, LIFECYCLE_MESSAGES as M, type LifecycleMachineName } from '@vastra/domain/lifecycle';
import type { StateMachine } from '@vastra/domain/state-machine';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orders, refunds, returnPayouts, returnRequests } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit, type AuditEntryInput } from '../audit';
import { couponLedger } from '../offers';
import { emitOrderEvent, recordOrderEvent, type OrderEvent, type OrderEventInput } from '../order-history';
import {
  lockOrder,
  lockPayout,
  lockRefund,
  lockRequest,
  type OrderRow,
  type PayoutRow,
  type RefundRow,
  type ReturnRow,
} from './locks';

type StateOf<Name extends LifecycleMachineName> =
  (typeof LIFECYCLE_MACHINES)[Name] extends StateMachine<infer S> ? S : never;

/** The fields written beside a state (values or SQL); a state itself moves only through `applyMove`. */
export type OrderPatch = Omit<PgUpdateSetSource<typeof orders>, 'id' | 'status' | 'moneyState' | 'codConfirmation'>;
export type RefundPatch = Omit<PgUpdateSetSource<typeof refunds>, 'id' | 'status'>;
export type ReturnPatch = Omit<PgUpdateSetSource<typeof returnRequests>, 'id' | 'state'>;
export type PayoutPatch = Omit<PgUpdateSetSource<typeof returnPayouts>, 'id' | 'status'>;

interface Subjects {
  order: { row: OrderRow; patch: OrderPatch };
  money: { row: OrderRow; patch: OrderPatch };
  codConfirmation: { row: OrderRow; patch: OrderPatch };
  refund: { row: RefundRow; patch: RefundPatch };
  return: { row: ReturnRow; patch: ReturnPatch };
  payout: { row: PayoutRow; patch: PayoutPatch };
}

/** What a move writes beside its row, in the same transaction. */
export interface MoveEffects {
  /** The time of the move: the row's `updatedAt`, the history line's and the event's. */
  at: Date;
  /** The order's history line (its order is the moved row's). */
  history?: Omit<OrderEventInput, 'at'>;
  /** The audit entry of a staff action. */
  audit?: { staff: { id: string; fullName: string } | null; entry: AuditEntryInput };
  /** Order events for the outbox: the reactions run after the commit. */
  events?: readonly OrderEvent[];
}

/** One move of one machine: the record, where it goes, and the other fields written with it. */
export type Move<Name extends LifecycleMachineName> = {
  machine: Name;
  id: string;
  to: StateOf<Name>;
  set?: Subjects[Name]['patch'];
} & MoveEffects;

/** Each machine's table, state column, lock and order. */
const SUBJECTS = {
  order: { table: orders, column: 'status', lock: lockOrder, orderOf: (r: OrderRow) => r.id },
  money: { table: orders, column: 'moneyState', lock: lockOrder, orderOf: (r: OrderRow) => r.id },
  codConfirmation: { table: orders, column: 'codConfirmation', lock: lockOrder, orderOf: (r: OrderRow) => r.id },
  refund: { table: refunds, column: 'status', lock: lockRefund, orderOf: (r: RefundRow) => r.orderId },
  return: { table: returnRequests, column: 'state', lock: lockRequest, orderOf: (r: ReturnRow) => r.orderId },
  payout: { table: returnPayouts, column: 'status', lock: lockPayout, orderOf: (r: PayoutRow) => r.orderId },
} as const;

/** The refusal of a move its machine does not allow: 409 action_not_allowed, naming the machine, from and to. */
export const illegalMoveError = (machine: LifecycleMachineName, from: string, to: string) =>
  new AppError('conflict', M.illegalMove, { code: 'action_not_allowed', machine, from, to });

/**
 * The one way a state of an order's life changes (docs/decisions/081-order-lifecycle-core.md), inside the caller's
 * transaction: takes the locks in the lock order (the order, then the request, then the refund or payout), checks
 * the move with its machine (`LIFECYCLE_MACHINES`) and refuses an illegal one, writes the row, then the order's
 * history line, the audit entry and the outbox's events, so all of them commit or roll back together. An order
 * cancelled gives its coupon's use back in the same transaction.
 */
export async function applyMove<Name extends LifecycleMachineName>(
  tx: Db,
  move: Move<Name>,
): Promise<Subjects[Name]['row']> {
  const subject = SUBJECTS[move.machine];
  const machine = LIFECYCLE_MACHINES[move.machine] as unknown as StateMachine<string>;
  const row = (await subject.lock(tx, move.id)) as Record<string, unknown> | null;
  if (!row) throw new AppError('not-found', M.notFound);
  const from = row[subject.column] as string;
  if (!machine.can(from, move.to)) throw illegalMoveError(move.machine, from, move.to);
  const table = subject.table;
  const [moved] = await tx
    .update(table)
    .set({ ...move.set, [subject.column]: move.to, updatedAt: move.at })
    .where(eq(table.id, move.id))
    .returning();
  const orderId = (subject.orderOf as (r: unknown) => string | null)(moved);
  // A cancelled order gives its coupon's use back, once (docs/decisions/085-coupon-uses-under-load.md).
  if (move.machine === 'order' && move.to === 'cancelled' && (row as OrderRow).couponCode) {
    await couponLedger.giveBack(tx, { orderId: move.id }, move.at);
  }
  if (move.history && orderId) await recordOrderEvent(tx, orderId, { ...move.history, at: move.at });
  if (move.audit) await recordAudit(tx, move.audit.staff, move.audit.entry);
  for (const event of move.events ?? []) await emitOrderEvent(tx, move.at, event);
  return moved as Subjects[Name]['row'];
}
