import { defineMachine } from '../state-machine/state-machine';

/**
 * What an order's money is doing, as an explicit state machine (never booleans):
 * cash on delivery has nothing captured online (`cod`); a prepaid order is `paid` once captured, then
 * each refund passes `refund_pending` and settles as `refunded` (all of it back), `partially_refunded`
 * (some back, the rest still the shop's) or `refund_failed` (the gateway refused; it may be tried again).
 */
export const MONEY_STATES = [
  'cod',
  'paid',
  'refund_pending',
  'partially_refunded',
  'refunded',
  'refund_failed',
] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

export const MONEY_STATE_TRANSITIONS = {
  cod: [],
  paid: ['refund_pending'],
  refund_pending: ['refunded', 'partially_refunded', 'refund_failed'],
  partially_refunded: ['refund_pending'],
  refund_failed: ['refund_pending'],
  refunded: [],
} as const satisfies Record<MoneyState, readonly MoneyState[]>;

export const MONEY_STATE_MACHINE = defineMachine<MoneyState>('money', MONEY_STATE_TRANSITIONS);

/** True when the money of an order may move from `from` to `to` (staying put is not a move). */
export const canMoveMoney = MONEY_STATE_MACHINE.can;

/**
 * One refund at the gateway: `pending` until the gateway settles it as `processed` (the money is on its
 * way back) or `failed`. Settled states are final; a late or repeated webhook never moves them back.
 */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_TRANSITIONS = {
  pending: ['processed', 'failed'],
  processed: [],
  failed: [],
} as const satisfies Record<RefundStatus, readonly RefundStatus[]>;

export const REFUND_STATUS_MACHINE = defineMachine<RefundStatus>('refund', REFUND_STATUS_TRANSITIONS);

export const canMoveRefund = REFUND_STATUS_MACHINE.can;

export interface RefundAmount {
  amountPaise: number;
  status: RefundStatus;
}

/** What may still be refunded: captured minus every refund not failed (a pending one is counted: it may succeed). */
export function refundablePaise(capturedPaise: number, refunds: readonly RefundAmount[]): number {
  const committed = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);
  return Math.max(0, capturedPaise - committed);
}

/** Why a refund of `amountPaise` cannot be issued now, or null when it can. */
export function refundRefusal(
  capturedPaise: number,
  refunds: readonly RefundAmount[],
  amountPaise: number,
): 'not_whole' | 'nothing_left' | 'too_large' | null {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) return 'not_whole';
  const left = refundablePaise(capturedPaise, refunds);
  if (left === 0) return 'nothing_left';
  return amountPaise > left ? 'too_large' : null;
}

/**
 * The money state a prepaid order's refunds imply: any pending → `refund_pending`; else all captured
 * back → `refunded`; else some back → `partially_refunded`; else the newest failed → `refund_failed`;
 * else `paid`. `refunds` are oldest first.
 */
export function moneyStateOf(capturedPaise: number, refunds: readonly RefundAmount[]): Exclude<MoneyState, 'cod'> {
  if (refunds.some((r) => r.status === 'pending')) return 'refund_pending';
  const processed = refunds.filter((r) => r.status === 'processed').reduce((sum, r) => sum + r.amountPaise, 0);
  if (processed >= capturedPaise && capturedPaise > 0) return 'refunded';
  if (processed > 0) return 'partially_refunded';
  if (refunds.at(-1)?.status === 'failed') return 'refund_failed';
  return 'paid';
}
