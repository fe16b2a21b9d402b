export { CONTACT_MESSAGES } from './messages';
export { ContactForm, CONTACT_NAME_MAX, CONTACT_MESSAGE_MAX } from './contact-form';
export {
  REPLY_CHANNELS,
  ENTRY_CHANNELS,
  ENTRY_STATUSES,
  CONVERSATION_TEXT_MAX,
  SAVED_REPLY_TITLE_MAX,
  SAVED_REPLIES_MAX,
  REPLIES_PER_PHONE_HOUR,
  ANSWERS_PER_CONVERSATION_HOUR,
  CONVERSATION_TEXTS,
  CONVERSATION_ADMIN_TEXTS,
  orderRefIn,
  fillSavedReply,
  replyMailto,
  type ReplyChannel,
  type EntryChannel,
  type EntryStatus,
} from './conversation';
