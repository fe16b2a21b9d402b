import { ORDERS_COD_LIMIT_MESSAGES as M } from '@vastra/domain/orders';
import { formatTimeIN } from '@vastra/domain/time';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import type { Clock } from '../../shared/clock';

const HOUR_MS = 3_600_000;
/** An open order frees its slot when it is confirmed, shipped or cancelled: no time is known, an hour is the hint. */
const OPEN_RETRY_SECONDS = 3600;

export type CodLimitsConfig = Pick<
  Config,
  | 'COD_ORDERS_PER_SHOPPER_HOUR'
  | 'COD_ORDERS_PER_PHONE_HOUR'
  | 'COD_OPEN_ORDERS_PER_SHOPPER'
  | 'COD_OPEN_ORDERS_PER_PHONE'
>;

/** Who places a COD order and where it is to be delivered (the 10-digit phone of the billing form). */
export interface CodPlacer {
  userId: string;
  phone: string;
}

/**
 * The abuse limits of cash-on-delivery orders (docs/decisions/005-limits-in-the-database.md): per shopper and per
 * delivery phone, orders placed in the last hour and orders still open (placed, neither confirmed by the shopper nor
 * shipped nor cancelled). The orders table is the record, so an order that fails (short of stock) counts nothing.
 * `within` takes a transaction-scoped advisory lock on the shopper and on the phone, counts, and runs the write in
 * the same transaction: concurrent submits queue on the lock and each sees the orders committed before it, so no
 * more than the limit are ever placed, across processes. A refusal is 429 with Retry-After; it writes nothing.
 */
export function createCodLimits(deps: { config: CodLimitsConfig; clock: Clock }) {
  const { config, clock } = deps;

  async function check(tx: Db, placer: CodPlacer): Promise<void> {
    const now = clock.now();
    const since = sql`${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz`;
    // Open: not yet confirmed (awaiting, or confirmation not asked) and not yet shipped or cancelled.
    const open = sql`o.status = 'placed' and o.cod_confirmation in ('awaiting', 'not_required')`;
    const result = await tx.execute(sql`
      select count(*) filter (where o.user_id = ${placer.userId} and o.created_at > ${since})::int as "shopperHour",
             min(o.created_at) filter (where o.user_id = ${placer.userId} and o.created_at > ${since})
               as "shopperOldest",
             count(*) filter (where o.customer_phone = ${placer.phone} and o.created_at > ${since})::int
               as "phoneHour",
             min(o.created_at) filter (where o.customer_phone = ${placer.phone} and o.created_at > ${since})
               as "phoneOldest",
             count(*) filter (where o.user_id = ${placer.userId} and ${open})::int as "shopperOpen",
             count(*) filter (where o.customer_phone = ${placer.phone} and ${open})::int as "phoneOpen"
        from orders as o
       where o.payment_mode = 'cod' and (o.user_id = ${placer.userId} or o.customer_phone = ${placer.phone})`);
    const [row] = (result as { rows: CountRow[] }).rows;
    if (!row) return;
    const hourWait = (oldest: string | Date | null) =>
      Math.max(1, Math.ceil((new Date(oldest ?? now).getTime() + HOUR_MS - now.getTime()) / 1000));
    const until = (seconds: number) => formatTimeIN(new Date(now.getTime() + seconds * 1000)) ?? '';
    // In this order; the longest wait is told, the first of equal waits.
    const refusals: { wait: number; message: (wait: number) => string }[] = [];
    if (row.shopperHour >= config.COD_ORDERS_PER_SHOPPER_HOUR) {
      refusals.push({ wait: hourWait(row.shopperOldest), message: (s) => M.tooManyByShopper(until(s)) });
    }
    if (row.phoneHour >= config.COD_ORDERS_PER_PHONE_HOUR) {
      refusals.push({ wait: hourWait(row.phoneOldest), message: (s) => M.tooManyToPhone(until(s)) });
    }
    if (row.shopperOpen >= config.COD_OPEN_ORDERS_PER_SHOPPER) {
      refusals.push({ wait: OPEN_RETRY_SECONDS, message: () => M.tooManyOpenByShopper(row.shopperOpen) });
    }
    if (row.phoneOpen >= config.COD_OPEN_ORDERS_PER_PHONE) {
      refusals.push({ wait: OPEN_RETRY_SECONDS, message: () => M.tooManyOpenToPhone(row.phoneOpen) });
    }
    const told = refusals.reduce<(typeof refusals)[number] | undefined>(
      (longest, r) => (longest && longest.wait >= r.wait ? longest : r),
      undefined,
    );
    if (told) throw tooManyRequests(told.message(told.wait), told.wait);
  }

  return {
    /** Runs `write` in one transaction with the limits checked under the placer's locks (refused: 429, nothing run). */
    async within<T>(db: Db, placer: CodPlacer, write: (tx: Db) => Promise<T>): Promise<T> {
      const [first, second] = [`cod:shopper:${placer.userId}`, `cod:phone:${placer.phone}`].sort();
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // Both locks in one statement, always in the same (sorted) order: two placers never wait on each other.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${first}, 0)),
                     pg_advisory_xact_lock(hashtextextended(${second}, 0))`,
        );
        await check(tx, placer);
        return write(tx);
      });
    },
  };
}
export type CodLimits = ReturnType<typeof createCodLimits>;

/** True for a refusal of the COD limits (or any 429): an earlier identical request may have placed the order. */
export const isLimitRefusal = (error: unknown): boolean =>
  error instanceof AppError && error.kind === 'too-many-requests';

interface CountRow {
  shopperHour: number;
  shopperOldest: string | Date | null;
  phoneHour: number;
  phoneOldest: string | Date | null;
  shopperOpen: number;
  phoneOpen: number;
}
