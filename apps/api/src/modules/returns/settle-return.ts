import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import type { PayoutsModule } from '../payouts';
import type { RefundsService, RefundStaff } from '../refunds';
import type { ShippingProvider } from '../shipping';

/**
 * What a received request (quality check accepted) still needs, done after its receipt commits: a return is
 * refunded — a prepaid order to its original payment through the refunds service (never more than was paid for
 * those units), a cash-on-delivery order by payout to the destination the shopper gave — and an exchange's new size
 * is shipped as its own forward shipment. On success the request moves to `refunded` / `exchange_shipped`; a
 * provider failure leaves it `received` with the error recorded, to be tried again (never twice in effect).
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

export function createReturnSettlement(_deps: ReturnSettlementDeps): ReturnSettlement {
  // Foundation placeholder: the returns-settle lane builds it.
  return {
    complete: async () => {
      throw new Error('Return settlement is not built yet');
    },
  };
}
