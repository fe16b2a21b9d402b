/**
 * Conversations (docs/decisions/127-conversations.md): a contact message and every message after it, both ways. The
 * shop answers by SMS, WhatsApp or email; an SMS or WhatsApp answer says where to read it (DLT lets no free text
 * through), the conversation's own page, where she can answer too.
 */

/** How the shop answers: SMS and WhatsApp are sent by the shop's senders; email from the staff member's mail app. */
export const REPLY_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

/** How a message of the thread came: the shop's channels, or `web` for the conversation's page. */
export const ENTRY_CHANNELS = [...REPLY_CHANNELS, 'web'] as const;
export type EntryChannel = (typeof ENTRY_CHANNELS)[number];

/**
 * Where a message of the thread stands: `sending` while the provider is asked, then `sent` or `failed`; `recorded`
 * for an email (sent from the mail app, kept here); `received` for hers.
 */
export const ENTRY_STATUSES = ['sending', 'sent', 'failed', 'recorded', 'received'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** The longest reply or answer, in characters. */
export const CONVERSATION_TEXT_MAX = 2000;
/** A saved reply's title and text. */
export const SAVED_REPLY_TITLE_MAX = 60;
/** A shop keeps its saved replies few enough to choose from at a glance. */
export const SAVED_REPLIES_MAX = 50;

/** Replies the shop's senders make to one phone an hour: a conversation, not a broadcast. */
export const REPLIES_PER_PHONE_HOUR = 10;
/** Answers her conversation's page takes an hour. */
export const ANSWERS_PER_CONVERSATION_HOUR = 10;

/**
 * The order a message names, as a shopper reads her orders' ids ('#69167515', shortOrderId): the first one written
 * with its '#' and eight hex digits, lower-cased without the '#' (the start of the order's id). Null when none.
 */
export function orderRefIn(text: string): string | null {
  const match = /#([0-9a-f]{8})(?![0-9a-z])/i.exec(text);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** A saved reply made hers: `{name}` becomes her first name (the name she gave, else "there"). */
export function fillSavedReply(text: string, fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return text.replaceAll('{name}', first === '' ? 'there' : first);
}

/** The mail app's draft of an email reply: to her, the subject, the text. */
export function replyMailto(email: string, subject: string, text: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}

export const CONVERSATION_TEXTS = {
  textRequired: 'Please write a message.',
  textTooLong: `A message can be at most ${CONVERSATION_TEXT_MAX} characters.`,
  titleRequired: 'Please give the saved reply a title.',
  titleTooLong: `A title can be at most ${SAVED_REPLY_TITLE_MAX} characters.`,
  savedReplyTaken: 'A saved reply with this title already exists.',
  savedRepliesFull: `A shop can keep at most ${SAVED_REPLIES_MAX} saved replies.`,
  savedReplyNotFound: 'Saved reply not found',
  conversationNotFound: 'This conversation was not found. Please use the link in our latest message.',
  noPhone: 'She left no phone number: answer by email.',
  whatsappOff: 'WhatsApp is not set up for this shop.',
  whatsappNoOptIn: 'She has not agreed to WhatsApp messages: answer by SMS or email.',
  channelUnavailable: (channel: string) => `This message cannot be answered by ${channel}.`,
  sendFailed: (reason: string) => `The reply was kept but not delivered: ${reason}`,
  tooManyReplies: 'Too many replies to this phone. Please try again in {n}s.',
  tooManyAnswers: 'Too many messages. Please try again in {n}s.',
} as const;

/** The back office's words for a conversation and the saved replies. */
export const CONVERSATION_ADMIN_TEXTS = {
  thread: 'Conversation',
  threadEmpty: 'No replies yet.',
  aboutOrder: 'About order',
  phone: 'Phone',
  you: 'She wrote',
  shopReply: (author: string) => `${author} replied`,
  herAnswer: 'She answered',
  channelName: { sms: 'SMS', whatsapp: 'WhatsApp', email: 'Email', web: 'conversation page' } as Record<string, string>,
  status: {
    sending: 'Sending…',
    sent: 'Sent',
    failed: 'Not delivered',
    recorded: 'Sent from your mail app',
    received: 'Received',
  } as Record<string, string>,
  reply: 'Reply',
  replyBy: 'Reply by',
  replyText: 'Your reply',
  replyHint: 'She gets a text with a link to read your reply and answer it.',
  replyHintEmail: 'Kept here; then send it from your mail app.',
  send: 'Send reply',
  sent: (channel: string) => `Reply sent by ${channel}`,
  recordedEmail: 'Reply kept. Now send it from your mail app.',
  openMailApp: 'Open in your mail app',
  replyFailed: (reason: string) => `Could not send the reply: ${reason}`,
  insertSaved: 'Insert a saved reply',
  insertSavedNone: 'Choose…',
  savedReplies: 'Saved replies',
  savedRepliesHint: '{name} becomes her first name.',
  savedEmpty: 'No saved replies yet.',
  savedTitle: 'Title',
  savedText: 'Text',
  savedAdd: 'Save reply',
  savedUpdate: 'Save changes',
  savedEdit: 'Edit',
  savedDelete: 'Delete',
  savedCancel: 'Cancel',
  savedAdded: 'Saved reply added',
  savedChanged: 'Saved reply changed',
  savedDeleted: 'Saved reply removed',
  loadFailed: 'Could not load the conversation',
} as const;
