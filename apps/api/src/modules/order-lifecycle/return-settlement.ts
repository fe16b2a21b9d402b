import { formatRupees, paise } from '@vastra/domain/money';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit';
import { recordOrderEvent } from '../order-history';
import { applyMove, type ReturnPatch } from './apply-move';
import { lockRequest, type RefundRow, type ReturnRow } from './locks';
import { patchRequest } from './writes';

type Staff = { id: string; fullName: string } | null;

/** The history's words for a return's money (the returns module's SETTLE_MESSAGES repeats them). */
export const RETURN_MONEY_TEXTS = {
  refunded: (rupees: string) => `Return refunded: ${rupees}`,
  refundFailed: (rupees: string, reason: string) => `Return refund of ${rupees} failed: ${reason}`,
} as const;

/** One line of the order's history for a step of a request's settlement (and the audit log when staff did it). */
export async function recordSettlement(
  tx: Db,
  request: ReturnRow,
  staff: Staff,
  event: { action: string; summary: string; detail: Record<string, unknown>; at: Date },
) {
  await recordOrderEvent(tx, request.orderId, {
    kind: 'return',
    actor: staff ? 'staff' : 'system',
    staff,
    summary: event.summary,
    detail: { returnRequestId: request.id, ...event.detail },
    at: event.at,
  });
  if (staff) {
    await recordAudit(tx, staff, {
      action: event.action,
      targetType: 'return_request',
      targetId: request.id,
      before: { state: request.state },
      after: event.detail,
    });
  }
}

/**
 * Moves a received request to its final state (refunded / exchange_shipped) under its locks (the order's, then its
 * own); null when it is no longer received (the fields of `extra` are still written).
 */
export async function finishRequest(
  tx: Db,
  id: string,
  to: 'refunded' | 'exchange_shipped',
  at: Date,
  extra: ReturnPatch = {},
): Promise<ReturnRow | null> {
  const row = await lockRequest(tx, id);
  if (!row || row.state !== 'received') {
    if (row && Object.keys(extra).length) await patchRequest(tx, id, extra);
    return null;
  }
  const stamp = to === 'refunded' ? { refundedAt: at } : { exchangeShippedAt: at };
  return applyMove(tx, { machine: 'return', id, to, set: { ...extra, ...stamp }, at });
}

/**
 * What a settled refund means for the return it pays back (`refunds.return_request_id`), in the settling
 * transaction, with the request already locked (lockRefund takes it): processed → the request is refunded, once;
 * failed → it stays received with the reason in the order's history, and Try again or the returns job sends a new
 * refund. Written here, in the core, so the refunds module needs no hook from the returns module.
 */
export async function settleReturnOfRefund(tx: Db, refund: RefundRow, staff: Staff, at: Date): Promise<void> {
  if (!refund.returnRequestId) return;
  const rupees = formatRupees(paise(refund.amountPaise));
  if (refund.status === 'processed') {
    const done = await finishRequest(tx, refund.returnRequestId, 'refunded', at);
    if (!done) return;
    await recordSettlement(tx, done, staff, {
      action: 'return.refunded',
      summary: RETURN_MONEY_TEXTS.refunded(rupees),
      detail: { refundId: refund.id, status: refund.status },
      at,
    });
    return;
  }
  if (refund.status !== 'failed') return;
  const request = await lockRequest(tx, refund.returnRequestId);
  if (!request || request.state !== 'received') return;
  await recordSettlement(tx, request, staff, {
    action: 'return.refund_failed',
    summary: RETURN_MONEY_TEXTS.refundFailed(rupees, refund.failureReason ?? ''),
    detail: { refundId: refund.id, failureReason: refund.failureReason },
    at,
  });
}
