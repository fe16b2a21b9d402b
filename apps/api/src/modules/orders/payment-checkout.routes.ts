import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes, optionalUser } from '../../plugins/contract-route';
import type { createCreatePaymentOrder } from './create-payment-order';
import { RetryLater, type RecordWebhookPayment } from './record-webhook-payment';

/**
 * The card gateway order (no auth; a bearer token, if valid, records the buyer) and the gateway's
 * webhook (its server-to-server call, signed over the raw body): 2xx for every signed delivery, 503
 * only when nothing could be recorded.
 */
export function paymentCheckoutRoutes(deps: {
  authenticate: Authenticate;
  createPaymentOrder: ReturnType<typeof createCreatePaymentOrder>;
  recordWebhookPayment: RecordWebhookPayment;
}): FastifyPluginAsync {
  return async (app) => {
    contractRoutes(app)(ENDPOINTS.createPaymentOrder, async ({ body, request }) => {
      const user = await optionalUser(deps.authenticate, request);
      try {
        return await deps.createPaymentOrder(body, user?.id ?? null, request.ip);
      } catch (error) {
        if (error instanceof AppError && error.kind === 'provider-failed') {
          request.log.warn({ cause: error.cause }, 'payment gateway failed at create-order');
        }
        throw error;
      }
    });

    // The webhook's signature covers the exact bytes sent, so this route alone keeps its body raw;
    // the encapsulated parser leaves every other route's JSON parsing as it is.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      contractRoutes(raw)(ENDPOINTS.paymentWebhook, async ({ request, headers, reply }) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          const status = await deps.recordWebhookPayment(
            body,
            { signature: one(headers['x-razorpay-signature']), eventId: one(headers['x-razorpay-event-id']) },
            request.log,
          );
          return { status };
        } catch (error) {
          // Not recorded at all (the database failed): Razorpay delivers again on a 5xx, and that is wanted here.
          if (error instanceof RetryLater)
            return reply.status(503).send({ message: error.message, code: 'unavailable' });
          throw error;
        }
      });
    });
  };
}

const one = (header: string | string[] | undefined): string | undefined => (Array.isArray(header) ? header[0] : header);
