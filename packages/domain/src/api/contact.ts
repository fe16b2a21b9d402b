import { z } from 'zod';
import { ContactForm } from '../contact';

/** POST /api/contact body {name, email, message}, checked on the server (spec §3, §5 Contact form). */
export const ContactBody = z.strictObject(ContactForm.shape);
export type ContactBody = z.infer<typeof ContactBody>;

/** POST /api/contact success answer. */
export const ContactSuccessResponse = z.object({ message: z.string() });
export type ContactSuccessResponse = z.infer<typeof ContactSuccessResponse>;

/** POST /api/contact failure answer: the browser reads `error` (spec §7). */
export const ContactFailureResponse = z.object({ error: z.string() });
export type ContactFailureResponse = z.infer<typeof ContactFailureResponse>;
