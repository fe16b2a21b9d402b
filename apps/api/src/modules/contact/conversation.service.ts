import type { AdminConversation, PublicConversation, ReplyBody, ReplyOption } from '@vastra/domain/api';
import {
  ANSWERS_PER_CONVERSATION_HOUR,
  CONVERSATION_TEXT_MAX,
  CONVERSATION_TEXTS as T,
  REPLIES_PER_PHONE_HOUR,
  type ReplyChannel,
} from '@vastra/domain/contact';
import { renderOrderMessage } from '@vastra/domain/notifications';
import { shortOrderId } from '@vastra/domain/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { TrackingLinks } from '../../shared/tracking-links';
import type { IdentityLog, TransactionalSender } from '../identity';
import { indianMobile } from '../order-messages';
import {
  conversationAnsweredOnWhatsapp,
  finishReply,
  readConversation,
  recordAnswer,
  recordReply,
  whatsappOptedIn,
  type ConversationRecord,
} from './conversation.repository';

/** How long after the shop's last WhatsApp reply her WhatsApp messages still join that conversation. */
export const WHATSAPP_ANSWER_DAYS = 7;

/** Conversation pages one client address may open in ten minutes (a guesser of tokens is stopped here). */
export const CONVERSATION_LOOKUPS_PER_10M = 60;

export interface ConversationDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** The shop's SMS sender, and its WhatsApp sender when one is on. */
  senders: { sms: TransactionalSender; whatsapp: TransactionalSender | null };
  /** The conversation links' signed tokens (`/m/{token}`). */
  links: TrackingLinks;
  shopName: string;
  publicUrl: string;
  log: IdentityLog;
}

export type Conversations = ReturnType<typeof createConversations>;

const notFound = () => new AppError('not-found', T.conversationNotFound);

/**
 * Conversations (docs/decisions/127-conversations.md): the team answers a contact message by SMS or WhatsApp (a
 * text with the conversation's link; DLT lets no free text through) or by email (from the mail app, recorded here);
 * she reads and answers on the conversation's page, or on WhatsApp after a WhatsApp reply.
 */
export function createConversations(deps: ConversationDeps) {
  const { db, clock, senders } = deps;

  async function optionsOf(record: ConversationRecord): Promise<ReplyOption[]> {
    const phone = record.phone === null ? null : indianMobile(record.phone);
    const whatsappReason =
      senders.whatsapp === null
        ? T.whatsappOff
        : phone === null
          ? T.noPhone
          : (await whatsappOptedIn(db, phone))
            ? null
            : T.whatsappNoOptIn;
    return [
      { channel: 'sms', available: phone !== null, reason: phone === null ? T.noPhone : null },
      { channel: 'whatsapp', available: whatsappReason === null, reason: whatsappReason },
      { channel: 'email', available: true, reason: null },
    ];
  }

  async function adminView(id: string): Promise<AdminConversation | null> {
    const record = await readConversation(db, id);
    if (!record) return null;
    return {
      message: record.message,
      order: record.orderId === null ? null : { id: record.orderId, ref: shortOrderId(record.orderId) },
      phone: record.phone === null ? null : indianMobile(record.phone),
      entries: record.entries,
      options: await optionsOf(record),
    };
  }

  async function publicView(id: string): Promise<PublicConversation | null> {
    const record = await readConversation(db, id);
    if (!record) return null;
    const shown = record.entries.filter((entry) => entry.direction === 'in' || entry.status !== 'failed');
    return {
      firstName: record.message.name.trim().split(/\s+/)[0] ?? '',
      entries: [
        { from: 'you', text: record.message.message, at: record.message.createdAt },
        ...shown.map((entry) => ({
          from: entry.direction === 'in' ? ('you' as const) : ('shop' as const),
          text: entry.text,
          at: entry.at,
        })),
      ],
    };
  }

  /** Sends the text that says where to read the reply; never throws (a failure is the entry's state). */
  async function send(channel: Exclude<ReplyChannel, 'email'>, messageId: string, phone: string, entryId: string) {
    const sender = channel === 'sms' ? senders.sms : senders.whatsapp;
    if (!sender) return finishReply(db, entryId, { ok: false, reason: T.whatsappOff });
    try {
      const text = renderOrderMessage(
        'support_reply',
        { link: deps.links.tokenFor(messageId) },
        deps.shopName,
        deps.publicUrl,
      );
      const outcome = await sender.sendTransactional(
        { channel, to: phone, event: 'support_reply', variables: text.variables, body: text.body },
        deps.log,
      );
      await finishReply(db, entryId, outcome);
    } catch (err) {
      await finishReply(db, entryId, { ok: false, reason: err instanceof Error ? err.message : 'unknown' });
    }
  }

  return {
    /** The message, its thread and how it can be answered; null when there is no such message. */
    read: adminView,

    /**
     * Answers a message: 422 by a channel it cannot go by, 429 past REPLIES_PER_PHONE_HOUR to one phone. The reply
     * is kept before it is sent, so a failed send loses nothing (its entry says `failed` and why).
     */
    async reply(staff: StaffUser, id: string, body: ReplyBody): Promise<AdminConversation> {
      const before = await adminView(id);
      if (!before) throw new AppError('not-found', T.conversationNotFound);
      const option = before.options.find((o) => o.channel === body.channel);
      if (!option?.available) {
        throw new AppError('unprocessable', option?.reason ?? T.channelUnavailable(body.channel));
      }
      const phone = body.channel === 'email' ? null : before.phone;
      if (phone !== null) {
        await deps.rateLimiter.consume([
          {
            bucket: `reply:${phone}:1h`,
            limit: REPLIES_PER_PHONE_HOUR,
            windowSeconds: 3600,
            message: T.tooManyReplies,
          },
        ]);
      }
      const entryId = await recordReply(
        db,
        staff,
        { messageId: id, channel: body.channel, text: body.text, status: phone ? 'sending' : 'recorded', phone },
        clock.now(),
      );
      if (phone !== null && body.channel !== 'email') await send(body.channel, id, phone, entryId);
      const after = await adminView(id);
      if (!after) throw new AppError('not-found', T.conversationNotFound);
      return after;
    },

    /** Her side of the thread by the link's token; a client address may look CONVERSATION_LOOKUPS_PER_10M times. */
    async readByToken(token: string, clientAddress: string): Promise<PublicConversation> {
      await deps.rateLimiter.consume([
        {
          bucket: `conversation:ip:${clientAddress}:10m`,
          limit: CONVERSATION_LOOKUPS_PER_10M,
          windowSeconds: 600,
          message: T.tooManyAnswers,
        },
      ]);
      const id = deps.links.orderIdOf(token);
      const view = id === null ? null : await publicView(id);
      if (!view) throw notFound();
      return view;
    },

    /** Her answer on the conversation's page, at most ANSWERS_PER_CONVERSATION_HOUR an hour. */
    async answerByToken(token: string, text: string): Promise<PublicConversation> {
      const id = deps.links.orderIdOf(token);
      if (id === null || !(await readConversation(db, id))) throw notFound();
      await deps.rateLimiter.consume([
        {
          bucket: `answer:${id}:1h`,
          limit: ANSWERS_PER_CONVERSATION_HOUR,
          windowSeconds: 3600,
          message: T.tooManyAnswers,
        },
      ]);
      await recordAnswer(db, { messageId: id, channel: 'web', text }, clock.now());
      const view = await publicView(id);
      if (!view) throw notFound();
      return view;
    },

    /**
     * A WhatsApp text from a phone the shop replied to by WhatsApp in the last WHATSAPP_ANSWER_DAYS: kept in that
     * conversation (true), else left (false).
     */
    async answerOnWhatsapp(from: string, text: string, messageId: string): Promise<boolean> {
      const now = clock.now();
      const since = new Date(now.getTime() - WHATSAPP_ANSWER_DAYS * 86_400_000);
      const id = await conversationAnsweredOnWhatsapp(db, indianMobile(from), since);
      if (id === null) return false;
      const kept = { messageId: id, channel: 'whatsapp' as const, text: text.slice(0, CONVERSATION_TEXT_MAX) };
      return recordAnswer(db, { ...kept, providerId: messageId }, now);
    },
  };
}
