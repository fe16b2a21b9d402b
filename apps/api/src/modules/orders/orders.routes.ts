import {
  ApiErrorBody,
  CodOrderBody,
  Order,
  OrderListResponse,
  PlaceOrderResponse,
  UserIdParams,
  VerifyPaymentBody,
} from '@vastra/domain/api';
import { MESSAGES } from '@vastra/domain/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Authenticate } from '../../plugins/authenticate';
import { toOrderResponse } from './order-response';
import { ordersRepository as repo } from './orders.repository';
import type { PlaceOrder, PlacedOrder } from './place-order';
import { bearerUser } from './request-user';
import type { VerifyPayment } from './verify-payment';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
/** A refusal; a line that cannot be ordered is named by productId and size (and the stock left on 409). */
const LineRefusal = ApiErrorBody.extend({
  productId: z.string().optional(),
  size: z.string().optional(),
  available: z.number().int().optional(),
});
const refusals = { 400: LineRefusal, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: LineRefusal };
/** 422: an Idempotency-Key already used for a different order. */
const placed = { 200: PlaceOrderResponse, 201: PlaceOrderResponse, ...refusals, 422: ApiErrorBody };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `Idempotency-Key` (ours, like Stripe's): a repeated COD submit returns the first order; the same key
 * with a different order (another address, items, notes…) is refused with 422.
 */
const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{1,100}$/, { error: 'Idempotency-Key must be 1 to 100 visible ASCII characters' })
    .optional(),
});

/** Any `{id}` reaches the handler: an id that is not one of ours is simply not found (no 400 that tells ids apart). */
const OrderPath = z.strictObject({ id: z.string().max(200) });

/** The answer of both payment paths: 201 for a new order, 200 when an earlier request had placed it. */
const answer = (result: PlacedOrder) => ({
  status: result.created ? (201 as const) : (200 as const),
  body: { success: true as const, order: toOrderResponse(result), orderId: result.order.id },
});

/**
 * POST /api/orders/cod, POST /api/orders/verify, GET /api/orders/my, /user/{userId}, /{id}
 * (docs/rules/api.md#endpoints, docs/deviations.md).
 */
export function ordersRoutes(deps: {
  db: Db;
  authenticate: Authenticate;
  placeOrder: PlaceOrder;
  verifyPayment: VerifyPayment;
}): FastifyPluginAsyncZod {
  const { requireUser, userOf } = bearerUser(deps.authenticate);
  return async (app) => {
    app.post(
      '/orders/cod',
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          summary: 'Place a cash-on-delivery order',
          headers: IdempotencyHeaders,
          body: CodOrderBody,
          response: placed,
        },
      },
      async (request, reply) => {
        const { customerInfo, items } = request.body;
        const result = await deps.placeOrder({
          userId: userOf(request).id,
          customerInfo,
          items,
          payment: { mode: 'cod' },
          idempotencyKey: request.headers['idempotency-key'],
        });
        const { status, body } = answer(result);
        return reply.status(status).send(body);
      },
    );

    app.post(
      '/orders/verify',
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          summary: 'Verify a card payment and place its order (idempotent per gateway order)',
          body: VerifyPaymentBody,
          response: placed,
        },
      },
      async (request, reply) => {
        const { status, body } = answer(await deps.verifyPayment(userOf(request).id, request.body, request.log));
        return reply.status(status).send(body);
      },
    );

    app.get(
      '/orders/my',
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          summary: "The signed-in shopper's orders, newest first",
          response: { 200: OrderListResponse, 401: ApiErrorBody },
        },
      },
      async (request) => (await repo.listByUser(deps.db, userOf(request).id)).map(toOrderResponse),
    );

    app.get(
      '/orders/user/:userId',
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          summary: "A shopper's orders: only their own (docs/deviations.md)",
          params: UserIdParams,
          response: { 200: OrderListResponse, ...refusals },
        },
      },
      async (request) => {
        const user = userOf(request);
        if (request.params.userId !== user.id) throw new AppError('forbidden', 'You can only see your own orders.');
        return (await repo.listByUser(deps.db, user.id)).map(toOrderResponse);
      },
    );

    app.get(
      '/orders/:id',
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          summary: 'One of your orders',
          params: OrderPath,
          response: { 200: Order, ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params;
        const found = UUID.test(id) ? await repo.findById(deps.db, id) : undefined;
        // Someone else's order is answered exactly like a missing one.
        if (!found || found.order.userId !== userOf(request).id)
          throw new AppError('not-found', MESSAGES.orderNotFound);
        return toOrderResponse(found);
      },
    );
  };
}
