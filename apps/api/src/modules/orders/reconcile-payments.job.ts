import { nextReconcileAt } from '@vastra/domain/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import type { RecurringTask } from '../../shared/jobs';
import type { GatewayPayment, PaymentGateway } from '../payments';
import { ordersRepository } from './orders.repository';
import { paymentOrdersRepository as repo, type PaymentOrderRow } from './payment-orders.repository';
import type { RecordPaidPayment } from './record-webhook-payment';

/** How often the job wakes up in a server process. */
export const RECONCILE_JOB_INTERVAL_MS = 60_000;
const CHECKS_PER_RUN = 20;
/** A claimed gateway order is not offered to another run for this long (a run that died is retried after it). */
const CLAIM_LEASE_MS = 5 * 60_000;

export type ReconcileOutcome = 'settled' | 'recorded' | 'needs-attention' | 'pending' | 'abandoned' | 'unreachable';

export interface ReconcileJob {
  readonly kind: 'reconcile';
  /** Run by the job runner every RECONCILE_JOB_INTERVAL_MS. */
  readonly task: RecurringTask;
  /** One pass over the gateway orders due for a check; what became of each. */
  runOnce(): Promise<Record<string, ReconcileOutcome>>;
}

/** The payment that pays a gateway order, if any: captured first, else authorised (late UPI authorisation). */
function paidPayment(payments: GatewayPayment[]): GatewayPayment | undefined {
  return payments.find((p) => p.status === 'captured' || p.captured) ?? payments.find((p) => p.status === 'authorized');
}

/**
 * The reconciliation job (decision 033): a gateway order without a shop order is asked about until the gateway says
 * it was paid — then it becomes the order exactly as a webhook makes it (`recordPaid`, one order per gateway order,
 * the back office's queue when it cannot be placed) — or until the late-authorisation window has passed (abandoned).
 * Due rows are claimed with FOR UPDATE SKIP LOCKED, so two processes never check one gateway order at once.
 */
export function createReconcilePaymentsJob(deps: {
  db: Db;
  gateway: PaymentGateway;
  recordPaid: RecordPaidPayment;
  clock: Clock;
  log: FastifyBaseLogger;
}): ReconcileJob {
  const { db, gateway, clock, log } = deps;

  async function check(row: PaymentOrderRow): Promise<ReconcileOutcome> {
    if (await ordersRepository.findByGatewayOrderId(db, row.id)) {
      await repo.endReconcile(db, row.id, 'settled');
      return 'settled';
    }
    let payments: GatewayPayment[];
    try {
      payments = await gateway.fetchOrderPayments(row.id);
    } catch (error) {
      // Asked again when the claim lapses; an unreachable gateway is not a check.
      log.warn({ gatewayOrderId: row.id, err: error }, 'reconcile: the gateway could not be asked');
      return 'unreachable';
    }
    const paid = paidPayment(payments);
    if (paid) {
      const outcome = await deps.recordPaid(
        { gatewayOrderId: row.id, paymentId: paid.id, amountPaise: paid.amountPaise, method: paid.method },
        null,
        log,
      );
      await repo.endReconcile(db, row.id, 'settled');
      if (outcome === 'recorded') log.info({ gatewayOrderId: row.id }, 'reconcile: a late payment became its order');
      return outcome === 'recorded' ? 'recorded' : outcome === 'needs-attention' ? 'needs-attention' : 'settled';
    }
    const checks = row.reconcileChecks + 1;
    const next = nextReconcileAt(row.createdAt, checks, clock.now());
    if (!next) {
      await repo.endReconcile(db, row.id, 'abandoned');
      return 'abandoned';
    }
    await repo.reconcileLater(db, row.id, checks, next);
    return 'pending';
  }

  async function runOnce(): Promise<Record<string, ReconcileOutcome>> {
    const now = clock.now();
    const due = await repo.claimDueReconciles(db, now, CHECKS_PER_RUN, new Date(now.getTime() + CLAIM_LEASE_MS));
    const outcomes: Record<string, ReconcileOutcome> = {};
    for (const row of due) outcomes[row.id] = await check(row);
    return outcomes;
  }

  return {
    kind: 'reconcile',
    runOnce,
    task: { name: 'reconcile-payments', everyMs: RECONCILE_JOB_INTERVAL_MS, run: runOnce },
  };
}
