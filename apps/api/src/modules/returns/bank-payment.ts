import { payoutNotPending, type PayoutStaff } from '../payouts';
import { payoutsOfRequest } from './settle-refund-cap';
import { readAdminReturn, readReturnRow, returnNotFound } from './returns.view';
import type { ReturnsDeps } from './index';

/**
 * POST /api/admin/returns/{id}/payout-paid: staff paid a cash-on-delivery return's payout from the shop's bank (the
 * manual provider, docs/decisions/041-payouts-for-cod-returns.md) and record the bank's reference. The request's
 * live payout (the one not failed) is marked paid under its order's lock, audited and in the order's history
 * (settlePayout); the request is then refunded. The same reference again answers the request as it is; 409
 * action_not_allowed when no payout waits for staff.
 */
export async function recordBankPayment(
  deps: Pick<ReturnsDeps, 'db' | 'payouts' | 'privateMedia'>,
  id: string,
  reference: string,
  staff: PayoutStaff,
) {
  const row = await readReturnRow(deps.db, id);
  if (!row) throw returnNotFound();
  const live = (await payoutsOfRequest(deps.db, id)).find((p) => p.status !== 'failed');
  if (!live) throw payoutNotPending();
  await deps.payouts.markPaid(live.id, reference, staff);
  return readAdminReturn(deps.db, id, deps.privateMedia);
}
