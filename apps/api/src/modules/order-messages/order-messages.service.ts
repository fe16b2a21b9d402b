import type { Language } from '@vastra/domain/i18n';
import {
  AWB_TO_FOLLOW,
  renderOrderMessage,
  smsRupees,
  variablesInEnglish,
  type MessageChannel,
  type OrderMessageEvent,
  type OrderMessageVars,
} from '@vastra/domain/notifications';
import { shortOrderId } from '@vastra/domain/orders';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { TrackingLinks } from '../../shared/tracking-links';
import type { IdentityLog, TransactionalSender } from '../identity';
import { MAX_SEND_ATTEMPTS, orderMessagesRepository as repo, type OrderMessageRow } from './order-messages.repository';
import type { SenderRegistry } from './sender-registry';

/** What an event's message needs beyond the order's row. */
export interface OrderMessageExtra {
  /** The refund's amount (refunded). */
  amountPaise?: number;
  /** The COD confirmation link's token and code (cod_confirm, sent by the COD confirmation). */
  link?: string;
  code?: string;
  /** What the event is about within the order when it can happen more than once (a return request's id). */
  subject?: string;
  /** A return request's kind (the return texts). */
  kind?: 'return' | 'exchange';
}

/** The order statuses that have a message, as tracking and cancellation reach them. */
const STATUS_EVENTS: Partial<Record<string, OrderMessageEvent>> = {
  shipped: 'shipped',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** '9876543210' or '+91 98765 43210' → '+919876543210' (the SMS senders' form). */
export function indianMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+91${digits.slice(-10)}`;
}

export interface OrderMessages {
  /**
   * Sends an order event's message once per channel (and subject: one per return request), whoever asks how often
   * (the `order_messages` row decides).
   * Call it right after the transaction that recorded the event commits; it never throws (a failure is logged and
   * left to the retry job), so the event's own work is never undone by a message.
   */
  notify(orderId: string, event: OrderMessageEvent, extra?: OrderMessageExtra): Promise<void>;
  /** notify() for the status an order now has, when that status has a message (shipped … cancelled). */
  afterStatus(orderId: string, status: string): Promise<void>;
  /** One pass of the retry job: sends due pending/failed messages; how many were sent. */
  sendDue(): Promise<number>;
  /**
   * A WhatsApp message its provider reports as not delivered (the webhook's `failed` status, by its id): kept as
   * failed, and its text goes by SMS instead, once. False when no WhatsApp message has that id.
   */
  whatsappFailed(providerId: string, reason: string): Promise<boolean>;
}

export function createOrderMessages(deps: {
  db: Db;
  clock: Clock;
  senders: SenderRegistry;
  shopName: string;
  publicUrl: string;
  /** The signed token of the texts' `/t/` link, which opens the order's tracking without signing in (decision 111). */
  trackingLinks: Pick<TrackingLinks, 'tokenFor'>;
  log: IdentityLog;
  /**
   * Texts to one phone in a day (ORDER_SMS_PER_PHONE_DAY), counted in the database (decision 005); left out, not
   * limited. Past it a message is skipped: its row is kept as failed for good ('skipped: …'), the order untouched.
   */
  perPhoneDay?: { rateLimiter: RateLimiter; limit: number } | undefined;
}): OrderMessages {
  const { db, clock, senders, log } = deps;

  /** False, and the row closed as skipped, when the phone had its texts for the day (a refusal is never thrown). */
  async function withinDailyTexts(row: OrderMessageRow): Promise<boolean> {
    const { perPhoneDay } = deps;
    if (!perPhoneDay) return true;
    try {
      await perPhoneDay.rateLimiter.consume([
        {
          bucket: `order-texts:${row.channel}:${row.to}:day`,
          limit: perPhoneDay.limit,
          windowSeconds: 86_400,
          message: 'order texts per phone per day',
        },
      ]);
      return true;
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'too-many-requests') throw error;
      log.warn(
        { orderId: row.orderId, event: row.event, channel: row.channel, limit: perPhoneDay.limit },
        'order message skipped: the phone had its texts for the day (ORDER_SMS_PER_PHONE_DAY)',
      );
      await repo.markFailed(db, row.id, `skipped: ${perPhoneDay.limit} texts to this phone in a day`, true);
      return false;
    }
  }

  async function deliver(row: OrderMessageRow, sender: TransactionalSender): Promise<boolean> {
    const outcome = await sender
      .sendTransactional(
        {
          channel: row.channel as MessageChannel,
          to: row.to,
          event: row.event as OrderMessageEvent,
          variables: row.variables as Record<string, string>,
          body: row.body,
          language: row.language,
        },
        log,
      )
      .catch((err: unknown) => ({
        ok: false as const,
        transient: true,
        reason: err instanceof Error ? err.message : 'unknown error',
      }));
    if (outcome.ok) {
      await repo.markSent(db, row.id, clock.now(), outcome.providerId);
      return true;
    }
    await repo.markFailed(db, row.id, outcome.reason, !outcome.transient);
    // A WhatsApp message that will not be tried again goes by SMS instead (docs/decisions/126-whatsapp.md).
    if (row.channel === 'whatsapp' && (!outcome.transient || row.attempts >= MAX_SEND_ATTEMPTS)) {
      await fallBackToSms(row);
    }
    return false;
  }

  /** The language a sender writes an event's message in: the one asked when it can send it so, else English. */
  const languageFor = (sender: TransactionalSender, event: OrderMessageEvent, language: Language): Language =>
    language === 'en' || sender.speaks?.(event, language) !== false ? language : 'en';

  /** An event's message for a sender, in `languageFor` its language. */
  function render(sender: TransactionalSender, event: OrderMessageEvent, vars: OrderMessageVars, language: Language) {
    const asked = languageFor(sender, event, language);
    const {
      body,
      variables,
      language: written,
    } = renderOrderMessage(event, vars, deps.shopName, deps.publicUrl, asked);
    return { body, variables, language: written };
  }

  /**
   * The same text by SMS, once (its own row): when WhatsApp could not deliver it. Written again in English when the
   * SMS sender has no template in the WhatsApp text's language.
   */
  async function fallBackToSms(row: OrderMessageRow): Promise<void> {
    const sms = senders.get('sms');
    if (!sms) return;
    const { orderId, subject, to } = row;
    const event = row.event as OrderMessageEvent;
    const variables = row.variables as Record<string, string>;
    const text =
      languageFor(sms, event, row.language) === row.language
        ? { body: row.body, variables, language: row.language }
        : render(sms, event, variablesInEnglish(variables, row.language), 'en');
    const smsRow = await repo.insertOnce(db, { orderId, event, subject, channel: 'sms', to, ...text }, clock.now());
    if (smsRow && (await withinDailyTexts(smsRow))) await deliver(smsRow, sms);
  }

  async function varsOf(orderId: string, event: OrderMessageEvent, extra: OrderMessageExtra) {
    const [order] = await db
      .select({
        id: orders.id,
        phone: orders.customerPhone,
        totalPaise: orders.totalPaise,
        awb: orders.awb,
        language: orders.language,
        // Whether the order's phone takes its updates on WhatsApp (docs/decisions/126-whatsapp.md), read in the
        // same statement: the opt-ins keep phones as indianMobile writes them.
        whatsapp: sql<boolean>`exists (select 1 from whatsapp_opt_ins w
          where w.phone = '+91' || right(regexp_replace(orders.customer_phone, '[^0-9]', '', 'g'), 10)
            and w.opted_out_at is null)`,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) return undefined;
    const vars: OrderMessageVars = {
      order: shortOrderId(order.id),
      link: extra.link ?? deps.trackingLinks.tokenFor(order.id),
    };
    if (event === 'placed') vars.amount = smsRupees(order.totalPaise);
    if (event === 'refunded') vars.amount = smsRupees(extra.amountPaise ?? order.totalPaise);
    if (event === 'shipped') vars.awb = order.awb ?? AWB_TO_FOLLOW;
    if (extra.code !== undefined) vars.code = extra.code;
    if (extra.kind !== undefined) vars.kind = extra.kind;
    return { to: indianMobile(order.phone), vars, whatsapp: order.whatsapp, language: order.language };
  }

  async function notify(orderId: string, event: OrderMessageEvent, extra: OrderMessageExtra = {}): Promise<void> {
    try {
      const found = await varsOf(orderId, event, extra);
      if (!found) return;
      // WhatsApp for a phone that opted in (while a WhatsApp sender is on), every other channel for the rest.
      const channels: MessageChannel[] =
        found.whatsapp && senders.get('whatsapp') ? ['whatsapp'] : senders.channels().filter((c) => c !== 'whatsapp');
      for (const channel of channels) {
        const sender = senders.get(channel);
        if (!sender) continue;
        // In the language she ordered in (docs/decisions/145-order-texts-in-hindi.md), where the sender can.
        const text = render(sender, event, found.vars, found.language);
        const row = await repo.insertOnce(
          db,
          { orderId, event, subject: extra.subject ?? '', channel, to: found.to, ...text },
          clock.now(),
        );
        // Only the caller that wrote the row sends it: a retry, a second process or a repeated poll finds it there.
        if (row && (await withinDailyTexts(row))) await deliver(row, sender);
      }
    } catch (err) {
      log.error({ err, orderId, event }, 'order message not queued');
    }
  }

  return {
    notify,
    async afterStatus(orderId, status) {
      const event = STATUS_EVENTS[status];
      if (event) await notify(orderId, event);
    },
    async sendDue() {
      let sent = 0;
      for (const row of await repo.claimDue(db, clock.now(), 20)) {
        const sender = senders.get(row.channel as MessageChannel);
        if (!sender) {
          await repo.markFailed(db, row.id, `no sender for ${row.channel}`, true);
          continue;
        }
        if (await deliver(row, sender)) sent++;
      }
      return sent;
    },
    async whatsappFailed(providerId, reason) {
      const row = await repo.findByProviderId(db, providerId);
      if (row?.channel !== 'whatsapp') return false;
      await repo.markFailed(db, row.id, reason, true);
      await fallBackToSms(row);
      return true;
    },
  };
}
