import { and, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, shippingBookingClaims } from '../../db/schema';
import { claimOrders, patchOrder } from '../order-lifecycle';
import type { Booking, PartialBooking } from './shipping.port';

/** Writes that commit with a booking's outcome (history, audit), given the transaction. */
export type AlongWith = (tx: Db) => Promise<void>;

/** Drizzle queries that claim orders for booking and record the outcome; no rules here. */
export function createBookingRepository(db: Db) {
  return {
    /** Takes the order's booking claim when free or expired; true when `holder` now holds it. */
    async claim(orderId: string, holder: string, leaseUntil: Date, now: Date): Promise<boolean> {
      const [row] = await db
        .insert(shippingBookingClaims)
        .values({ orderId, holder, leaseUntil })
        .onConflictDoUpdate({
          target: shippingBookingClaims.orderId,
          set: { holder, leaseUntil },
          setWhere: lte(shippingBookingClaims.leaseUntil, now),
        })
        .returning({ holder: shippingBookingClaims.holder });
      return row?.holder === holder;
    },

    async release(orderId: string, holder: string): Promise<void> {
      await db
        .delete(shippingBookingClaims)
        .where(and(eq(shippingBookingClaims.orderId, orderId), eq(shippingBookingClaims.holder, holder)));
    },

    /**
     * Claims up to `limit` unbooked placed orders due for a retry. Rows another process is reading
     * are skipped (FOR UPDATE SKIP LOCKED) and the claim makes the choice stick after commit.
     */
    async claimDue(opts: {
      now: Date;
      limit: number;
      maxAttempts: number;
      holder: string;
      leaseUntil: Date;
    }): Promise<string[]> {
      const { now, limit, maxAttempts, holder, leaseUntil } = opts;
      return db.transaction(async (tx) => {
        const due = await claimOrders(tx, {
          where: and(
            isNull(orders.awb),
            eq(orders.status, 'placed'),
            ne(orders.codConfirmation, 'awaiting'),
            lt(orders.bookingAttempts, maxAttempts),
            or(isNull(orders.nextBookingAt), lte(orders.nextBookingAt, now)),
          ),
          orderBy: sql`coalesce(${orders.nextBookingAt}, ${orders.createdAt})`,
          limit,
        });
        const claimed: string[] = [];
        for (const { id } of due) {
          const [row] = await tx
            .insert(shippingBookingClaims)
            .values({ orderId: id, holder, leaseUntil })
            .onConflictDoUpdate({
              target: shippingBookingClaims.orderId,
              set: { holder, leaseUntil },
              setWhere: lte(shippingBookingClaims.leaseUntil, now),
            })
            .returning({ holder: shippingBookingClaims.holder });
          if (row?.holder === holder) claimed.push(id);
        }
        return claimed;
      });
    },

    /**
     * Stores the booking unless the order got one meanwhile or is no longer placed (cancelled while the courier was
     * asked); true when stored. `within` writes what goes with it (the order's history, the audit) in the same
     * transaction.
     */
    async saveBooking(orderId: string, booking: Booking, now: Date, within?: AlongWith): Promise<boolean> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const saved = await patchOrder(
          tx,
          orderId,
          {
            awb: booking.awb,
            courier: booking.courier,
            shipperOrderId: booking.shipperOrderId,
            shipperStatus: booking.status,
            bookedResponse: { ...booking.response, shipmentId: booking.shipmentId },
            lastBookingError: null,
            nextBookingAt: null,
            updatedAt: now,
          },
          and(isNull(orders.awb), eq(orders.status, 'placed')),
        );
        if (saved) await within?.(tx);
        return saved !== null;
      });
    },

    /** Writes what `within` writes (a history line) in a transaction of its own. */
    async record(within: AlongWith): Promise<void> {
      await db.transaction(async (transaction) => within(transaction as unknown as Db));
    },

    async saveFailure(
      orderId: string,
      failure: {
        attempts: number;
        nextAt: Date | null;
        error: string;
        partial?: PartialBooking | undefined;
        now: Date;
      },
      within?: AlongWith,
    ): Promise<void> {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const saved = await patchOrder(
          tx,
          orderId,
          {
            bookingAttempts: failure.attempts,
            nextBookingAt: failure.nextAt,
            lastBookingError: failure.error.slice(0, 1_000),
            updatedAt: failure.now,
            ...(failure.partial
              ? { shipperOrderId: failure.partial.shipperOrderId, bookedResponse: { partial: failure.partial } }
              : {}),
          },
          isNull(orders.awb),
        );
        if (saved) await within?.(tx);
      });
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
