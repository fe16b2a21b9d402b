import { ApiErrorBody, CreatePaymentOrderResponse } from '@vastra/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { Authenticate } from '../../plugins/authenticate';
import { CreatePaymentOrderRequest, type createCreatePaymentOrder } from './create-payment-order';
import { RetryLater, WEBHOOK_OUTCOMES, type RecordWebhookPayment } from './record-webhook-payment';
import { bearerUser } from './request-user';

const tags = ['payments'];

/**
 * POST /api/payment/create-order (docs/rules/api.md#endpoints, no auth; a bearer token, if valid, records the buyer)
 * and POST /api/payment/webhook (the gateway's server-to-server call, signed over the raw body): 2xx for
 * every signed delivery, 503 only when nothing could be recorded.
 */
export function paymentCheckoutRoutes(deps: {
  authenticate: Authenticate;
  createPaymentOrder: ReturnType<typeof createCreatePaymentOrder>;
  recordWebhookPayment: RecordWebhookPayment;
}): FastifyPluginAsyncZod {
  const { optionalUser } = bearerUser(deps.authenticate);
  return async (app) => {
    app.post(
      '/payment/create-order',
      {
        schema: {
          tags,
          summary: "Create a card gateway order bound to the server's total",
          body: CreatePaymentOrderRequest,
          response: {
            200: CreatePaymentOrderResponse,
            400: ApiErrorBody,
            409: ApiErrorBody,
            429: ApiErrorBody,
            502: ApiErrorBody,
          },
        },
      },
      async (request) => {
        const user = await optionalUser(request);
        try {
          return await deps.createPaymentOrder(request.body, user?.id ?? null, request.ip);
        } catch (error) {
          if (error instanceof AppError && error.kind === 'provider-failed') {
            request.log.warn({ cause: error.cause }, 'payment gateway failed at create-order');
          }
          throw error;
        }
      },
    );

    // The webhook's signature covers the exact bytes sent, so this route alone keeps its body raw;
    // the encapsulated parser leaves every other route's JSON parsing as it is.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      raw.post(
        '/payment/webhook',
        {
          schema: {
            tags,
            summary: 'Razorpay webhook: payment.captured / order.paid record a paid order if verify never came',
            headers: z.looseObject({
              'x-razorpay-signature': z.string().max(200).optional(),
              'x-razorpay-event-id': z.string().max(200).optional(),
            }),
            response: { 200: z.object({ status: z.enum(WEBHOOK_OUTCOMES) }), 400: ApiErrorBody, 503: ApiErrorBody },
          },
        },
        async (request, reply) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          try {
            const status = await deps.recordWebhookPayment(
              body,
              {
                signature: one(request.headers['x-razorpay-signature']),
                eventId: one(request.headers['x-razorpay-event-id']),
              },
              request.log,
            );
            return { status };
          } catch (error) {
            // Not recorded at all (the database failed): Razorpay delivers again on a 5xx, and that is wanted here.
            if (error instanceof RetryLater) return reply.status(503).send({ message: error.message });
            throw error;
          }
        },
      );
    });
  };
}

const one = (header: string | string[] | undefined): string | undefined => (Array.isArray(header) ? header[0] : header);
