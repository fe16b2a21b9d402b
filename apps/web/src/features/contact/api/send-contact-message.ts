import { useMutation } from '@tanstack/react-query';
import { ContactSuccessResponse, ENDPOINTS } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/** What the form sends (docs/rules/contact.md#data); not checked in the browser (docs/rules/contact.md#validation). */
export type ContactMessage = { name: string; email: string; message: string };

/** POST /api/contact {name, email, message} (docs/rules/api.md#endpoints). */
export function sendContactMessage(body: ContactMessage) {
  return request(ENDPOINTS.contact.path, { method: 'POST', body, response: ContactSuccessResponse });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
