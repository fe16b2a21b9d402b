import { z } from 'zod';
import { ContactForm } from '../contact';

/**
 * POST /api/contact body {name, email, message}, checked on the server (docs/rules/contact.md#data,
 * docs/rules/contact.md#validation).
 */
export const ContactBody = z.strictObject(ContactForm.shape);
export type ContactBody = z.infer<typeof ContactBody>;

/** POST /api/contact success answer. */
export const ContactSuccessResponse = z.object({ message: z.string() });
export type ContactSuccessResponse = z.infer<typeof ContactSuccessResponse>;

/** POST /api/contact failure answer: the browser reads `error` (docs/rules/api.md#endpoints). */
export const ContactFailureResponse = z.object({ error: z.string() });
export type ContactFailureResponse = z.infer<typeof ContactFailureResponse>;
