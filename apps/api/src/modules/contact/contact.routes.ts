import { ApiErrorBody, ContactBody, ContactFailureResponse, ContactSuccessResponse } from '@vastra/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service';

/** The success text (ours: the browser shows its own '✅ Message sent successfully!'). */
export const CONTACT_RECEIVED = 'Message received';

// Every failure carries `error` (what the spec's browser reads) beside the usual `message`. It is
// optional here only because the onSend hook below adds it after the body is serialised.
const Failure = ApiErrorBody.extend({
  error: ContactFailureResponse.shape.error.optional().describe('Always present: the same text as message'),
});

/** POST /api/contact {name, email, message} (docs/rules/contact.md#data, docs/rules/api.md#endpoints). */
export function contactRoutes(deps: { service: ContactService }): FastifyPluginAsyncZod {
  return async (app) => {
    // Adds `error` to every failure of this plugin's routes, whoever answered it (the service's
    // refusals, the rate limit, a malformed JSON body, a 500), so the browser always finds the field.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      return withErrorField(payload);
    });

    app.post(
      '/contact',
      {
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the shop',
          body: ContactBody,
          response: { 201: ContactSuccessResponse, 400: Failure, 429: Failure },
        },
        // The body is documented by ContactBody but checked by the service, which answers with the
        // form's own texts rather than the generic schema-validation message.
        validatorCompiler: () => (data: unknown) => ({ value: data }),
      },
      async (request, reply) => {
        await deps.service.receive(request.body, request.ip);
        return reply.status(201).send({ message: CONTACT_RECEIVED });
      },
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
