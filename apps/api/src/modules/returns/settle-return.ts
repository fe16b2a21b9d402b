import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { readForChange } from '../order-lifecycle';
import type { PayoutsModule } from '../payouts';
import type { RefundsService, RefundStaff } from '../refunds';
import type { ShippingProvider } from '../shipping';
import { planExchange, shipExchange, type ExchangeStep } from './settle-exchange';
import { planReturnMoney, sendReturnMoney, type MoneyStep } from './settle-money';

/**
 * What a received request (quality check accepted) still needs, done after its receipt commits: a return is
 * refunded — a prepaid order to its original payment through the refunds service (never more than was paid for
 * those units), a cash-on-delivery order by payout to the destination the shopper gave — and an exchange's new size
 * is shipped as its own forward shipment. The request moves to `refunded` only when its money really went back (the
 * refund's settlement processed — send's answer or the gateway's webhook later, the lifecycle core's
 * `settleReturnOfRefund` — or the payout processed) and to `exchange_shipped` once booked; a refund the gateway
 * accepted but has not processed leaves it `received`, waiting; a failure leaves it `received` with the error
 * recorded, to be tried again (never twice in effect).
 */
export interface ReturnSettlement {
  complete(returnRequestId: string, staff: RefundStaff | null): Promise<void>;
}

export interface ReturnSettlementDeps {
  db: Db;
  clock: Clock;
  refunds: RefundsService;
  payouts: PayoutsModule;
  shipping: ShippingProvider;
  log: FastifyBaseLogger;
}

type Step = { kind: 'money'; step: NonNullable<MoneyStep> } | { kind: 'exchange'; step: NonNullable<ExchangeStep> };

/**
 * `complete` locks the order, then the request (the order first, as the refunds service does, so a staff refund of
 * the same line waits or is waited for); anything but `received` with the check accepted returns quietly, so it
 * may be called again at any time (a retry job, a second click). The refund, payout or booking is written in that
 * transaction and sent after it commits: at most one live refund or payout per request (their unique indexes), and a
 * payout or exchange booking being sent is leased (SETTLE_LEASE_MS) so a concurrent call does not send it too.
 * Throws 409 refund_not_allowed when nothing of the line is left to refund.
 */
export function createReturnSettlement(deps: ReturnSettlementDeps): ReturnSettlement {
  const { db, clock } = deps;

  async function plan(returnRequestId: string, staff: RefundStaff | null): Promise<Step | null> {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // The request's order, then the request: the lock order.
      const change = await readForChange(tx, { request: returnRequestId });
      if (!change) return null;
      const { order, request } = change;
      if (request.state !== 'received' || request.qcResult !== 'accept') return null;
      if (request.kind === 'exchange') {
        const step = await planExchange(tx, clock, order, request);
        return step ? { kind: 'exchange', step } : null;
      }
      const step = await planReturnMoney(tx, deps, order, request, staff);
      return step ? { kind: 'money', step } : null;
    });
  }

  return {
    async complete(returnRequestId, staff) {
      if (!isUuid(returnRequestId)) return;
      const next = await plan(returnRequestId, staff);
      if (next?.kind === 'money') await sendReturnMoney(deps, next.step, staff);
      if (next?.kind === 'exchange') await shipExchange(deps, returnRequestId, next.step, staff);
    },
  };
}
