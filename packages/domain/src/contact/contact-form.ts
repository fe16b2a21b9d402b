import { z } from 'zod';
import { requiredText } from '../forms';
import { EmailField, IDENTITY_MESSAGES } from '../identity';
import { CONTACT_MESSAGES } from './messages';

/** Most characters of a contact name (ours). */
export const CONTACT_NAME_MAX = 100;

/** Most characters of a contact message (ours). */
export const CONTACT_MESSAGE_MAX = 5_000;

/**
 * A contact message {name, email, message} (docs/rules/contact.md#data). The browser enforces nothing
 * (docs/rules/contact.md#validation); this is the server's check, with bounded lengths.
 */
export const ContactForm = z.object({
  name: requiredText(CONTACT_NAME_MAX, IDENTITY_MESSAGES.nameRequired, IDENTITY_MESSAGES.nameTooLong),
  email: EmailField,
  message: requiredText(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageRequired, CONTACT_MESSAGES.messageTooLong),
});
export type ContactForm = z.infer<typeof ContactForm>;
