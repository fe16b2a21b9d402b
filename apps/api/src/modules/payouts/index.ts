/**
 * Payouts: a cash-on-delivery return's refund sent to the UPI ID or bank account the shopper gave
 * (docs/decisions/038-returns-and-exchanges.md, docs/decisions/041-payouts-for-cod-returns.md). The destination is
 * sealed at rest, masked everywhere else, opened only to pay it and never logged.
 */
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import { markPayoutPaid, type PayoutRow, type PayoutStaff } from './payout-settle';
import type { PayoutProvider } from './payout.port';
import { createManualPayouts, createSandboxPayouts } from './payout-providers';
import { createDestinationSeal, sealKeyOf, type DestinationSeal } from './sealed-destination';

export type { DestinationSeal } from './sealed-destination';
export type { PayoutProvider, PayoutRequest, PayoutResult } from './payout.port';
export type { PayoutRow, PayoutStaff } from './payout-settle';
export type { SandboxPayouts } from './payout-providers';
export { createManualPayouts, createSandboxPayouts } from './payout-providers';
export { PAYOUT_MESSAGES, PAYOUT_SUMMARY, payoutNotPending, settlePayout, waitsForStaff } from './payout-settle';

export interface PayoutsModule {
  seal: DestinationSeal;
  /** The configured provider (PAYOUT_PROVIDER). */
  provider: PayoutProvider;
  /**
   * Staff paid a pending payout from the bank (the manual provider): records the bank's reference (UTR), marks it
   * processed and the return request refunded, its sealed destination wiped. The same reference again answers it as
   * it is; 404 unknown, 409 action_not_allowed when it does not wait for staff (PAYOUT_MESSAGES.notPending).
   */
  markPaid(payoutId: string, reference: string, staff?: PayoutStaff | null): Promise<PayoutRow>;
}

export function createPayoutsModule(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  /** A provider instead of the configured one (tests). */
  provider?: PayoutProvider;
}): PayoutsModule {
  const provider =
    deps.provider ?? (deps.config.PAYOUT_PROVIDER === 'manual' ? createManualPayouts() : createSandboxPayouts());
  return {
    seal: createDestinationSeal(sealKeyOf(deps.config)),
    provider,
    markPaid: (payoutId, reference, staff = null) =>
      markPayoutPaid(deps.db, { clock: deps.clock, providerName: provider.name }, payoutId, reference, staff),
  };
}
