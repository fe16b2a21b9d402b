import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** What the form sends (docs/rules/contact.md#data); not checked in the browser (docs/rules/contact.md#validation). */
export type ContactMessage = { name: string; email: string; message: string };

/** POST /api/contact {name, email, message} (docs/rules/api.md#endpoints). */
export function sendContactMessage(body: ContactMessage) {
  return callEndpoint(ENDPOINTS.contact, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
