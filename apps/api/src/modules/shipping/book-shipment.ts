import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BookShippingResponse } from '@vastra/domain/api';
import type { ShippingLog } from './shipping-log';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import type { AuthUser, StaffUser } from '../../plugins/authenticate';
import { recordAudit } from '../audit';
import { recordOrderEvent, type OrderEventInput } from '../order-history';
import type { Clock } from '../../shared/clock';
import { ShippingProviderError, type Booking, type PartialBooking, type ShippingProvider } from './shipping.port';
import type { AlongWith, BookingRepository } from './booking.repository';
import type { ShippingRecord, ShippingRepository } from './shipping.repository';

/** Booking attempts before the retry job gives up and leaves the order to support (ours). */
export const MAX_BOOKING_ATTEMPTS = 20;
/** How long a booking claim holds: longer than the provider's calls can take together. */
export const BOOKING_LEASE_MS = 120_000;
/** How long a shopper's request waits for someone else's booking of the same order before a 409. */
export const BOOKING_WAIT_MS = 30_000;

export const BOOKING_MESSAGES = {
  orderNotFound: 'Order not found.',
  alreadyBooked: 'Shipment already booked.',
  inProgress: 'The shipment is being booked right now. Please try again in a moment.',
  notShippable: (status: string) => `This order is ${status.replace(/_/g, ' ')} and cannot be shipped.`,
  awaitingConfirmation:
    "This cash on delivery order is awaiting the shopper's confirmation; it is booked once confirmed.",
  booked: (courier: string, awb: string) => `Shipment booked with ${courier} (AWB ${awb}).`,
} as const;

/** Wait before retry n (1-based): 1 min, 2, 4 … capped at an hour. */
export function bookingBackoffMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failedAttempts - 1), 3_600_000);
}

export type BookOutcome =
  | { kind: 'booked'; awb: string; courier: string | null; existing: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'not-shippable'; status: string }
  | { kind: 'awaiting-confirmation' }
  | { kind: 'missing' };

/** Who asked for a booking: null for the shop itself (checkout, the retry job), or a member of staff. */
export type Booker = Pick<StaffUser, 'id' | 'fullName'> | null;

/**
 * The order's history line for a booking's outcome and, when staff asked, its audit entry (`order.book`),
 * written in the transaction that records the outcome, at the app's time (as every line of the history).
 */
function recorded(
  orderId: string,
  by: Booker,
  event: Pick<OrderEventInput, 'kind' | 'summary' | 'detail' | 'at'>,
): AlongWith {
  return async (tx: Db) => {
    await recordOrderEvent(tx, orderId, { ...event, actor: by ? 'staff' : 'system', staff: by });
    if (by) {
      await recordAudit(tx, by, { action: 'order.book', targetType: 'order', targetId: orderId, after: event.detail });
    }
  };
}

// What a half-done earlier attempt left: the provider's order without an AWB.
function partialOf(record: ShippingRecord): PartialBooking | undefined {
  const saved = record.bookedResponse as { partial?: Partial<PartialBooking> } | null;
  const shipmentId = saved?.partial?.shipmentId;
  return record.shipperOrderId && shipmentId ? { shipperOrderId: record.shipperOrderId, shipmentId } : undefined;
}

/**
 * Books an order with the shipping provider (docs/rules/checkout.md#behaviour: after the order is saved; its failure
 * never undoes the order). A claim row serialises bookings of one order across requests and
 * processes, so an order is booked once; failures are recorded with an exponential back-off.
 */
export function createBookShipment(deps: {
  repository: ShippingRepository;
  bookings: BookingRepository;
  provider: ShippingProvider;
  clock: Clock;
  log: ShippingLog;
  /** How long a request waits for another booking of the same order to finish. */
  waitMs?: number;
}) {
  const { repository, bookings, provider, clock, log } = deps;

  /** Cancels a booking made for an order that stopped being shippable meanwhile, and says so in its history. */
  async function withdraw(orderId: string, booking: Booking, status: string) {
    const shipment = { awb: booking.awb, shipperOrderId: booking.shipperOrderId };
    const cancelled = await provider.cancelBooking(shipment).then(
      () => true,
      (error: unknown) => {
        log.error({ err: error, orderId, awb: booking.awb }, 'booking of a cancelled order not cancelled');
        return false;
      },
    );
    const summary = cancelled
      ? `Booking AWB ${booking.awb} cancelled: the order was ${status} while it was being booked`
      : `Booking AWB ${booking.awb} made while the order was ${status}; cancel it with ${booking.courier}`;
    await bookings.record(
      recorded(orderId, null, {
        at: clock.now(),
        kind: 'booking_cancelled',
        summary,
        detail: { awb: booking.awb, courier: booking.courier, cancelled },
      }),
    );
  }

  /** One attempt for an order whose claim the caller holds. */
  async function attempt(orderId: string, by: Booker = null): Promise<BookOutcome> {
    const record = await repository.findById(orderId);
    if (!record) return { kind: 'missing' };
    if (record.awb) return { kind: 'booked', awb: record.awb, courier: record.courier, existing: true };
    if (record.status !== 'placed') return { kind: 'not-shippable', status: record.status };
    if (record.codConfirmation === 'awaiting') return { kind: 'awaiting-confirmation' };
    const order = await repository.loadShipmentOrder(orderId);
    if (!order) return { kind: 'missing' };
    try {
      const booking = await provider.book(order, partialOf(record));
      const bookedAt = clock.now();
      const booked = recorded(orderId, by, {
        at: bookedAt,
        kind: 'booked',
        summary: `Booked with ${booking.courier}, AWB ${booking.awb}`,
        detail: { awb: booking.awb, courier: booking.courier },
      });
      if (!(await bookings.saveBooking(orderId, booking, bookedAt, booked))) {
        const latest = await repository.findById(orderId);
        // Cancelled while the courier was being asked: the booking just made is for an order that no longer ships.
        if (latest && !latest.awb && latest.status !== 'placed') {
          await withdraw(orderId, booking, latest.status);
          return { kind: 'not-shippable', status: latest.status };
        }
        return {
          kind: 'booked',
          awb: latest?.awb ?? booking.awb,
          courier: latest?.courier ?? booking.courier,
          existing: true,
        };
      }
      return { kind: 'booked', awb: booking.awb, courier: booking.courier, existing: false };
    } catch (error) {
      const known = error instanceof ShippingProviderError;
      if (!known) log.error({ err: error, orderId }, 'shipping booking failed unexpectedly');
      const message = known ? error.message : 'the shipping service failed unexpectedly';
      const attempts = record.bookingAttempts + 1;
      const givingUp = attempts >= MAX_BOOKING_ATTEMPTS;
      const now = clock.now();
      const saved = givingUp ? `Gave up after ${attempts} attempts: ${message}` : message;
      await bookings.saveFailure(
        orderId,
        {
          attempts,
          nextAt: givingUp ? null : new Date(now.getTime() + bookingBackoffMs(attempts)),
          error: saved,
          partial: known ? error.details.partial : undefined,
          now,
        },
        recorded(orderId, by, {
          at: now,
          kind: 'booking_failed',
          summary: `Booking failed: ${saved}`.slice(0, 1_000),
          detail: { attempts, error: saved },
        }),
      );
      log.warn({ orderId, attempts, provider: provider.name, message }, 'shipping booking failed');
      return { kind: 'failed', message };
    }
  }

  async function withClaim(orderId: string, by: Booker): Promise<BookOutcome | null> {
    const holder = randomUUID();
    const now = clock.now();
    if (!(await bookings.claim(orderId, holder, new Date(now.getTime() + BOOKING_LEASE_MS), now))) return null;
    try {
      return await attempt(orderId, by);
    } finally {
      await bookings.release(orderId, holder);
    }
  }

  /** Books under the order's claim; while someone else holds it, waits for their booking (then a 409). */
  async function bookWaiting(orderId: string, by: Booker): Promise<BookOutcome> {
    const deadline = Date.now() + (deps.waitMs ?? BOOKING_WAIT_MS);
    for (;;) {
      const outcome = await withClaim(orderId, by);
      if (outcome) return outcome;
      // Someone else is booking this order: wait for them, then answer their booking.
      await sleep(150);
      const latest = await repository.findById(orderId);
      if (latest?.awb) return { kind: 'booked', awb: latest.awb, courier: latest.courier, existing: true };
      if (Date.now() > deadline) throw new AppError('conflict', BOOKING_MESSAGES.inProgress);
    }
  }

  return {
    /** The job's path: books an order it already claimed as `holder`, then lets the claim go. */
    async bookClaimed(orderId: string, holder: string): Promise<BookOutcome> {
      try {
        return await attempt(orderId);
      } finally {
        await bookings.release(orderId, holder);
      }
    },

    /** POST /api/orders/book-shipping/{orderId}: the owner's booking, or the existing one. */
    async bookForUser(user: AuthUser, orderId: string): Promise<BookShippingResponse> {
      const owned = await repository.findOwned(user.id, orderId);
      if (!owned) throw new AppError('not-found', BOOKING_MESSAGES.orderNotFound);
      if (owned.awb) return toResponse({ kind: 'booked', awb: owned.awb, courier: owned.courier, existing: true });
      return toResponse(await bookWaiting(orderId, null));
    },

    /** The shop's own booking right after a COD order is confirmed (as checkout's call after placing). */
    bookForShop(orderId: string): Promise<BookOutcome> {
      return bookWaiting(orderId, null);
    },

    /** Book now / Retry in the back office: the same claim, so the job and staff never book an order twice. */
    bookForStaff(staff: Booker & object, orderId: string): Promise<BookOutcome> {
      return bookWaiting(orderId, staff);
    },
  };
}

function toResponse(outcome: BookOutcome): BookShippingResponse {
  switch (outcome.kind) {
    case 'booked':
      return {
        success: true,
        data: { awb: outcome.awb, courier: outcome.courier },
        message: outcome.existing
          ? BOOKING_MESSAGES.alreadyBooked
          : BOOKING_MESSAGES.booked(outcome.courier ?? 'the courier', outcome.awb),
      };
    case 'failed':
      // docs/rules/shipping.md#messages: the browser shows '{shipper} push failed: {message}'.
      throw new AppError('provider-failed', outcome.message, { success: false, data: null });
    case 'not-shippable':
      throw new AppError('conflict', BOOKING_MESSAGES.notShippable(outcome.status));
    case 'awaiting-confirmation':
      throw new AppError('conflict', BOOKING_MESSAGES.awaitingConfirmation);
    case 'missing':
      throw new AppError('not-found', BOOKING_MESSAGES.orderNotFound);
  }
}

export type BookShipment = ReturnType<typeof createBookShipment>;
