import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { useSession } from '../../../lib/session/session-context';

/** What the form sends (docs/rules/contact.md#data); not checked in the browser (docs/rules/contact.md#validation). */
export type ContactMessage = { name: string; email: string; message: string };

/**
 * POST /api/contact {name, email, message} (docs/rules/api.md#endpoints); signed in, with her token, so the message
 * is tied to her account and her order (docs/decisions/127-conversations.md).
 */
export function sendContactMessage(body: ContactMessage, token: string | null = null) {
  return callEndpoint(ENDPOINTS.contact, { body, token });
}

export function useSendContactMessage() {
  const { token } = useSession();
  return useMutation({ mutationFn: (body: ContactMessage) => sendContactMessage(body, token) });
}
