import { isBankReference, type PayoutDestinationResponse } from '@vastra/domain/api';
import { RETURNS_MESSAGES } from '@vastra/domain/returns';
import { AppError } from '../../errors';
import { recordAudit } from '../audit';
import { payoutNotPending, waitsForStaff, type PayoutStaff } from '../payouts';
import { payoutsOfRequest } from './settle-refund-cap';
import { readAdminReturn, readReturnRow, returnNotFound } from './returns.view';
import type { ReturnsDeps } from './index';

/**
 * POST /api/admin/returns/{id}/payout-paid: staff paid a cash-on-delivery return's payout from the shop's bank (the
 * manual provider, docs/decisions/041-payouts-for-cod-returns.md) and record the bank's reference. The request's
 * live payout (the one not failed) is marked paid under its order's lock, audited and in the order's history
 * (settlePayout); the request is then refunded. The same reference again answers the request as it is; 409
 * action_not_allowed when no payout waits for staff; 422 bank_reference_invalid when the reference has the shape of
 * no bank reference (isBankReference), so a typo or a note never becomes the shopper's proof of payment.
 */
export async function recordBankPayment(
  deps: Pick<ReturnsDeps, 'db' | 'payouts' | 'privateMedia'>,
  id: string,
  reference: string,
  staff: PayoutStaff,
) {
  if (!isBankReference(reference)) {
    throw new AppError('unprocessable', RETURNS_MESSAGES.bankReferenceShape, { code: 'bank_reference_invalid' });
  }
  const row = await readReturnRow(deps.db, id);
  if (!row) throw returnNotFound();
  const live = (await payoutsOfRequest(deps.db, id)).find((p) => p.status !== 'failed');
  if (!live) throw payoutNotPending();
  await deps.payouts.markPaid(live.id, reference, staff);
  return readAdminReturn(deps.db, id, deps.privateMedia);
}

/**
 * POST /api/admin/returns/{id}/payout-destination (the `payouts` permission): the full UPI ID or bank account of the
 * request's payout while it waits to be paid by hand (PAYOUT_PROVIDER=manual), so the shop can pay it from its bank.
 * Every look is audited (`payout.destination_viewed`: who, when, which payout; never the destination itself). 404
 * unknown; 409 action_not_allowed when no payout waits for staff or its destination is already wiped (paid).
 */
export async function revealPayoutDestination(
  deps: Pick<ReturnsDeps, 'db' | 'payouts'>,
  id: string,
  staff: PayoutStaff,
): Promise<PayoutDestinationResponse> {
  const row = await readReturnRow(deps.db, id);
  if (!row) throw returnNotFound();
  const live = (await payoutsOfRequest(deps.db, id)).find((p) => p.status !== 'failed');
  if (!live || !waitsForStaff(live, deps.payouts.provider.name) || !row.payoutSealed) throw payoutNotPending();
  const destination = deps.payouts.seal.open(row.payoutSealed);
  await recordAudit(deps.db, staff, {
    action: 'payout.destination_viewed',
    targetType: 'return_payout',
    targetId: live.id,
    after: { returnRequestId: id, destination: live.destinationMasked, amountPaise: live.amountPaise },
  });
  return { destination, amountPaise: live.amountPaise };
}
