import { UNBOOKED_GRACE_MINUTES } from '@vastra/domain/after-sale';
import { sql, type SQL } from 'drizzle-orm';
import { orders, paymentAttention } from '../../db/schema';

// What puts an order or a payment in the queue (GET /api/admin/queue), one definition each: the queue lists them
// and the dashboard's summary counts them (modules/dashboard/summary.repository.ts) with these same conditions.
// Each reads as plain SQL on the `orders` / `payment_attention` tables (no alias).

/**
 * Placed, no AWB, and either a booking already failed or the order is older than UNBOOKED_GRACE_MINUTES (a fresh
 * order is still being booked by checkout or the retry job).
 */
export function unbookedWhere(now: Date): SQL {
  const cutoff = new Date(now.getTime() - UNBOOKED_GRACE_MINUTES * 60_000).toISOString();
  return sql`(${orders.status} = 'placed' and ${orders.awb} is null
    and (${orders.bookingAttempts} > 0 or ${orders.createdAt} < ${cutoff}::timestamptz))`;
}

/** A failed delivery waiting for the shop's answer. */
export const ndrOpenWhere: SQL = sql`(${orders.ndrState} = 'open')`;

/** Returned to origin and not yet received back at the shop. */
export const returnsWhere: SQL = sql`(${orders.status} = 'returned' and ${orders.receivedBackAt} is null)`;

/** A captured payment without an order, not yet settled (refunded or turned into an order). */
export const paymentsWhere: SQL = sql`(${paymentAttention.resolvedAt} is null)`;
