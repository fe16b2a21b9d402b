import { randomUUID } from 'node:crypto';
import type { ShippingLog } from './shipping-log';
import type { Clock } from '../../shared/clock';
import type { RecurringTask } from '../../shared/jobs';
import { BOOKING_LEASE_MS, MAX_BOOKING_ATTEMPTS, type BookShipment } from './book-shipment';
import type { BookingRepository } from './booking.repository';
import type { ShippingRepository } from './shipping.repository';
import type { ShipmentTracker } from './track-shipment';

/** How often the job wakes up in a server process. */
export const SHIPPING_JOB_INTERVAL_MS = 30_000;
const BOOKINGS_PER_RUN = 10;
const REFRESHES_PER_RUN = 20;

export interface ShippingJobRun {
  booked: number;
  failed: number;
  refreshed: number;
}

export interface ShippingJobs {
  /** Run by the job runner every SHIPPING_JOB_INTERVAL_MS. */
  task: RecurringTask;
  /** One pass: retry due bookings, then refresh the tracking of open shipments not read lately. */
  runOnce(): Promise<ShippingJobRun>;
}

/**
 * The background work of docs/deviations.md "a server job also retries unbooked orders until booked":
 * due orders are claimed (FOR UPDATE SKIP LOCKED plus a claim row) so several processes never
 * book one order twice; open shipments are re-tracked so orders follow their parcels.
 */
export function createShippingJobs(deps: {
  repository: ShippingRepository;
  bookings: BookingRepository;
  bookShipment: BookShipment;
  tracker: ShipmentTracker;
  clock: Clock;
  log: ShippingLog;
  /** Re-track open shipments older than this; 0 turns it off. */
  refreshMs: number;
}): ShippingJobs {
  const { repository, bookings, bookShipment, tracker, clock, log } = deps;

  async function runOnce(): Promise<ShippingJobRun> {
    const run: ShippingJobRun = { booked: 0, failed: 0, refreshed: 0 };
    const holder = randomUUID();
    const now = clock.now();
    const due = await bookings.claimDue({
      now,
      limit: BOOKINGS_PER_RUN,
      maxAttempts: MAX_BOOKING_ATTEMPTS,
      holder,
      leaseUntil: new Date(now.getTime() + BOOKING_LEASE_MS),
    });
    for (const orderId of due) {
      const outcome = await bookShipment.bookClaimed(orderId, holder);
      if (outcome.kind === 'booked' && !outcome.existing) run.booked++;
      if (outcome.kind === 'failed') run.failed++;
    }
    if (deps.refreshMs > 0) {
      const stale = await repository.staleShipments(
        new Date(clock.now().getTime() - deps.refreshMs),
        REFRESHES_PER_RUN,
      );
      for (const orderId of stale) {
        const record = await repository.findById(orderId);
        if (record) {
          await tracker.refresh(record);
          run.refreshed++;
        }
      }
    }
    return run;
  }

  const pass = async () => {
    const run = await runOnce();
    if (run.booked || run.failed) log.info(run, 'shipping job run');
  };
  return { runOnce, task: { name: 'shipping', everyMs: SHIPPING_JOB_INTERVAL_MS, run: pass } };
}
