import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes, optionalUser } from '../../plugins/contract-route';
import type { ContactService } from './contact.service';

/** The success text (ours: the browser shows its own '✅ Message sent successfully!'). */
export const CONTACT_RECEIVED = 'Message received';

/** The contact call {name, email, message} (docs/rules/contact.md#data, docs/rules/api.md#endpoints). */
export function contactRoutes(deps: { service: ContactService; authenticate: Authenticate }): FastifyPluginAsync {
  return async (app) => {
    // Adds `error` to every failure of this plugin's routes, whoever answered it (the service's
    // refusals, the rate limit, a malformed JSON body, a 500), so the browser always finds the field.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      return withErrorField(payload);
    });

    contractRoutes(app)(
      ENDPOINTS.contact,
      async ({ body, request }) => {
        // A signed-in shopper's message is tied to her (docs/decisions/127-conversations.md).
        await deps.service.receive(body, request.ip, await optionalUser(deps.authenticate, request));
        return { message: CONTACT_RECEIVED };
      },
      // The body is documented by ContactBody but checked by the service, which answers with the
      // form's own texts rather than the generic schema-validation message.
      { validatorCompiler: () => (data: unknown) => ({ value: data }) },
    );
  };
}

function withErrorField(payload: string): string {
  try {
    const body: unknown = JSON.parse(payload);
    if (typeof body !== 'object' || body === null || Array.isArray(body) || 'error' in body) return payload;
    const message = 'message' in body && typeof body.message === 'string' ? body.message : 'Request failed';
    return JSON.stringify({ message, error: message, ...body });
  } catch {
    return payload;
  }
}
