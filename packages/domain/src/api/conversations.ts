import { z } from 'zod';
import {
  CONVERSATION_TEXTS as T,
  CONVERSATION_TEXT_MAX,
  ENTRY_CHANNELS,
  ENTRY_STATUSES,
  REPLY_CHANNELS,
  SAVED_REPLY_TITLE_MAX,
} from '../contact';
import { AdminMessage } from './admin-inbox';
import { Id, IsoDateTime } from './common';

// Conversations (docs/decisions/127-conversations.md): a contact message's thread, the shop's replies, saved replies.

const Text = z
  .string({ error: T.textRequired })
  .trim()
  .min(1, { error: T.textRequired })
  .max(CONVERSATION_TEXT_MAX, { error: T.textTooLong });

/** One message of a thread after the first (the contact message itself). */
export const ConversationEntry = z.object({
  id: Id,
  direction: z.enum(['in', 'out']),
  channel: z.enum(ENTRY_CHANNELS),
  text: z.string(),
  /** Who on the team sent it (her own messages: null). */
  author: z.string().nullable(),
  status: z.enum(ENTRY_STATUSES),
  /** Why a send failed, as the provider said. */
  failure: z.string().nullable(),
  at: IsoDateTime,
});
export type ConversationEntry = z.infer<typeof ConversationEntry>;

/** A channel the shop could answer by, and why not when it cannot. */
export const ReplyOption = z.object({
  channel: z.enum(REPLY_CHANNELS),
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type ReplyOption = z.infer<typeof ReplyOption>;

/** GET /api/admin/messages/{id}: the message, whose it is, its thread and how it can be answered. */
export const AdminConversation = z.object({
  message: AdminMessage,
  /** The order she named ('#69167515' in her text), when it is hers. */
  order: z.object({ id: Id, ref: z.string() }).nullable(),
  /** Where SMS and WhatsApp replies go: her account's phone, else her named order's; null when neither. */
  phone: z.string().nullable(),
  entries: z.array(ConversationEntry),
  options: z.array(ReplyOption),
});
export type AdminConversation = z.infer<typeof AdminConversation>;

/** POST /api/admin/messages/{id}/replies. */
export const ReplyBody = z.strictObject({ channel: z.enum(REPLY_CHANNELS), text: Text });
export type ReplyBody = z.infer<typeof ReplyBody>;

// ——— Saved replies ———

export const SavedReply = z.object({
  id: Id,
  title: z.string(),
  text: z.string(),
  updatedAt: IsoDateTime,
  updatedBy: z.string().nullable(),
});
export type SavedReply = z.infer<typeof SavedReply>;

export const SavedRepliesResponse = z.object({ items: z.array(SavedReply) });
export type SavedRepliesResponse = z.infer<typeof SavedRepliesResponse>;

/** POST /api/admin/saved-replies and PATCH /api/admin/saved-replies/{id} (both fields, as the form sends them). */
export const SavedReplyBody = z.strictObject({
  title: z
    .string({ error: T.titleRequired })
    .trim()
    .min(1, { error: T.titleRequired })
    .max(SAVED_REPLY_TITLE_MAX, { error: T.titleTooLong }),
  text: Text,
});
export type SavedReplyBody = z.infer<typeof SavedReplyBody>;

// ——— Her side: the conversation's page ———

export const ConversationTokenParams = z.strictObject({ token: z.string().min(1).max(64) });

/**
 * GET /api/conversations/{token}: the thread as she reads it by the link in our text: her first name, her message
 * and the messages sent or received since, nothing else of hers. The team is the shop (`from: 'shop'`).
 */
export const PublicConversation = z.object({
  firstName: z.string(),
  entries: z.array(z.object({ from: z.enum(['you', 'shop']), text: z.string(), at: IsoDateTime })),
});
export type PublicConversation = z.infer<typeof PublicConversation>;

/** POST /api/conversations/{token}/messages: her answer. */
export const ConversationAnswerBody = z.strictObject({ text: Text });
export type ConversationAnswerBody = z.infer<typeof ConversationAnswerBody>;
