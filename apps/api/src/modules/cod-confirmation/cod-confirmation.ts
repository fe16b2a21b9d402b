import type { ShopSettings } from '@vastra/domain/settings';
import { randomInt, randomUUID } from 'node:crypto';
import { COD_CONFIRMATION_MACHINE, shortOrderId, type CodConfirmationState } from '@vastra/domain/orders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import { randomToken, sha256 } from '../../shared/crypto';
import { applyMove, readForChange } from '../order-lifecycle';
import { COD_CONFIRM_MESSAGES as M } from './cod-confirm-messages';
import type { CodConfirmSms } from './cod-confirm-sms';

const HOUR_MS = 3_600_000;

/** The columns a COD order is written with while confirmation is on; the token and code leave only by SMS. */
export interface PreparedConfirmation {
  /** The order's id, chosen before it is written (the code's hash names it). */
  orderId: string;
  columns: {
    codConfirmation: 'awaiting';
    codConfirmTokenHash: string;
    codConfirmCodeHash: string;
    codConfirmDeadline: Date;
  };
  token: string;
  code: string;
  hours: number;
}

/** The code is hashed with its order's id, so one hash says nothing about another order's code. */
export const codeHash = (orderId: string, code: string) => sha256(`${orderId}:${code}`);
export const tokenHash = (token: string) => sha256(token);

/** Wrong codes for one order, and wrong links from one address, before a pause (decision 035-cod-confirmation). */
const CODE_TRIES = { limit: 5, windowSeconds: 3600 };
const LINK_TRIES = { limit: 20, windowSeconds: 600 };

const allowed = COD_CONFIRMATION_MACHINE.can;

const invalid = (message: string) => new AppError('unprocessable', message, { code: 'cod_confirmation_invalid' });

type OrderRow = typeof orders.$inferSelect;

type ConfirmedVia = 'link' | 'code' | 'whatsapp';
const CONFIRMED_SUMMARY: Record<ConfirmedVia, string> = {
  link: 'COD confirmed through the SMS link',
  code: 'COD confirmed with the SMS code',
  whatsapp: 'COD confirmed on WhatsApp',
};

/** The reason a cancellation by WhatsApp's "Cancel" records. */
export const CANCELLED_ON_WHATSAPP = 'Cancelled by the shopper on WhatsApp';

/** '+91 98765 43210', '919876543210' → '9876543210': the ten digits two phones are compared by. */
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * Cash-on-delivery confirmation (docs/decisions/035-cod-confirmation.md): with the owner's setting on, a COD order
 * is written 'awaiting' with a hashed link token and code and a deadline, is not booked, and the shopper gets an
 * SMS; confirming (link or code) moves it to 'confirmed' once and books it. With the setting off nothing changes.
 */
export function createCodConfirmation(deps: {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  sms: CodConfirmSms;
  /** The shop's COD settings (modules/shop-settings, answered from its cache). */
  readCodSettings: () => Promise<ShopSettings['cod']>;
  /** Books a confirmed order the way checkout does; its failure leaves the order to the booking job. */
  book: (orderId: string) => Promise<unknown>;
  /** The shopper's own cancel (modules/refunds' cancel-order), for her "Cancel" on WhatsApp. */
  cancelAsShopper?: (orderId: string, reason: string, userId: string) => Promise<void>;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { db, clock, rateLimiter } = deps;

  /** Null when the setting is off: the order is written exactly as before. */
  async function prepare(): Promise<PreparedConfirmation | null> {
    const { confirmation } = await deps.readCodSettings();
    if (!confirmation.enabled) return null;
    const orderId = randomUUID();
    // 18 bytes (144 bits) are 24 URL-safe characters: the SMS variable holding it takes at most 30.
    const token = randomToken(18);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const deadline = new Date(clock.now().getTime() + confirmation.hours * HOUR_MS);
    return {
      orderId,
      columns: {
        codConfirmation: 'awaiting',
        codConfirmTokenHash: tokenHash(token),
        codConfirmCodeHash: codeHash(orderId, code),
        codConfirmDeadline: deadline,
      },
      token,
      code,
      hours: confirmation.hours,
    };
  }

  /** After the order is committed: the SMS (a failure is logged; the code still works on the order page). */
  async function notify(order: Pick<OrderRow, 'id' | 'customerPhone'>, prepared: PreparedConfirmation) {
    try {
      await deps.sms.send({ ...prepared, orderId: order.id, phone: order.customerPhone });
    } catch (error) {
      deps.log?.warn({ err: error, orderId: order.id }, 'COD confirmation SMS failed');
    }
  }

  /** Moves an awaiting order to confirmed (once), then books it. False when it was confirmed already. */
  async function confirm(order: OrderRow, via: ConfirmedVia): Promise<boolean> {
    const state = order.codConfirmation as CodConfirmationState;
    if (state === 'confirmed') return false;
    if (state === 'expired' || order.status === 'cancelled') throw invalid(M.cancelled);
    if (!allowed(state, 'confirmed') || order.status !== 'placed') throw invalid(M.notAwaiting);
    const now = clock.now();
    const moved = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = (await readForChange(tx, { order: order.id }))?.order;
      if (row?.codConfirmation !== 'awaiting' || row.status !== 'placed') return false;
      await applyMove(tx, {
        machine: 'codConfirmation',
        id: order.id,
        to: 'confirmed',
        set: { codConfirmedAt: now },
        at: now,
        history: {
          kind: 'cod_confirmed',
          actor: 'shopper',
          summary: CONFIRMED_SUMMARY[via],
          detail: { via },
        },
      });
      return true;
    });
    if (!moved) {
      // Someone confirmed (or the job cancelled) between our read and our update.
      const [latest] = await db.select().from(orders).where(eq(orders.id, order.id));
      if (latest?.codConfirmation === 'confirmed') return false;
      throw invalid(M.cancelled);
    }
    try {
      await deps.book(order.id);
    } catch (error) {
      deps.log?.warn({ err: error, orderId: order.id }, 'booking after COD confirmation failed; the job retries');
    }
    return true;
  }

  return {
    prepare,
    notify,

    /** POST /api/cod/confirm: the short link's token, no sign-in; wrong tokens counted per address. */
    async confirmLink(
      token: string,
      ip: string,
    ): Promise<{ order: string; status: 'confirmed' | 'already_confirmed' }> {
      const bucket = `cod-link:${ip}`;
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.codConfirmTokenHash, tokenHash(token)));
      if (!order) {
        await rateLimiter.consume([{ bucket, ...LINK_TRIES, message: M.tooManyTries }]);
        throw invalid(M.linkUnknown);
      }
      const fresh = await confirm(order, 'link');
      return { order: shortOrderId(order.id), status: fresh ? 'confirmed' : 'already_confirmed' };
    },

    /**
     * The shopper's tap on the WhatsApp message's "Confirm order" or "Cancel" (docs/decisions/126-whatsapp.md), its
     * payload carrying the link's token; only from the order's own phone. Meta delivers a webhook again until it is
     * answered, so a second tap or delivery changes nothing. True when it changed the order.
     */
    async replyOnWhatsapp(reply: 'confirm' | 'cancel', token: string, fromPhone: string): Promise<boolean> {
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.codConfirmTokenHash, tokenHash(token)));
      if (!order || tenDigits(order.customerPhone) !== tenDigits(fromPhone)) return false;
      if (reply === 'confirm') return confirm(order, 'whatsapp');
      if (order.status !== 'placed' || order.userId === null || !deps.cancelAsShopper) return false;
      await deps.cancelAsShopper(order.id, CANCELLED_ON_WHATSAPP, order.userId);
      return true;
    },

    /** POST /api/orders/:id/confirm-cod: the owner types the code; wrong codes counted per order. */
    async confirmCode(order: OrderRow, code: string): Promise<void> {
      const bucket = `cod-code:${order.id}`;
      if (order.codConfirmation === 'confirmed') return;
      // Paused after too many wrong codes, even for the right one (consume throws the 429).
      const rule = { bucket, ...CODE_TRIES, message: M.tooManyTries };
      if ((await rateLimiter.retryAfter(rule)) > 0) await rateLimiter.consume([rule]);
      if (order.codConfirmCodeHash !== codeHash(order.id, code)) {
        if (order.codConfirmation !== 'awaiting') throw invalid(M.notAwaiting);
        await rateLimiter.consume([rule]);
        throw invalid(M.wrongCode);
      }
      await confirm(order, 'code');
      await rateLimiter.reset(bucket);
    },
  };
}

export type CodConfirmation = ReturnType<typeof createCodConfirmation>;
