import { z } from 'zod';
import { EmailField, requiredText } from './fields';
import { MESSAGES } from './messages';

/** Most characters of a contact name (ours). */
export const CONTACT_NAME_MAX = 100;

/** Most characters of a contact message (ours). */
export const CONTACT_MESSAGE_MAX = 5_000;

/**
 * A contact message {name, email, message} (docs/rules/contact.md#data). The browser enforces nothing
 * (docs/rules/contact.md#validation); this is the server's check, with bounded lengths.
 */
export const ContactForm = z.object({
  name: requiredText(CONTACT_NAME_MAX, MESSAGES.nameRequired, MESSAGES.nameTooLong),
  email: EmailField,
  message: requiredText(CONTACT_MESSAGE_MAX, MESSAGES.messageRequired, MESSAGES.messageTooLong),
});
export type ContactForm = z.infer<typeof ContactForm>;
