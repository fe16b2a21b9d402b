import { useMutation } from '@tanstack/react-query';
import { ContactSuccessResponse, ENDPOINTS } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/** What the form sends (spec §3 Contact message); not checked in the browser (spec §5 Contact form). */
export type ContactMessage = { name: string; email: string; message: string };

/** POST /api/contact {name, email, message} (spec §7). */
export function sendContactMessage(body: ContactMessage) {
  return request(ENDPOINTS.contact.path, { method: 'POST', body, response: ContactSuccessResponse });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
