import {
  ApiErrorBody,
  AwbParams,
  AwbTrackingResponse,
  BookShippingResponse,
  OrderIdParams,
  TrackMyBody,
  TrackMyResponse,
  TrackingResponse,
} from '@vastra/domain/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import type { Authenticate, AuthUser } from '../../plugins/authenticate';
import { BOOKING_MESSAGES, type BookShipment } from './book-shipment';
import type { ShippingRecord, ShippingRepository } from './shipping.repository';
import type { ShipmentTracker } from './track-shipment';

const tags = ['shipping'];
const security = [{ bearerAuth: [] }];
/** Provider reads in flight at once for one bulk tracking request. */
const TRACK_MY_CONCURRENCY = 4;
const SHIPMENT_NOT_FOUND = 'Shipment not found.';

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Booking and tracking (docs/rules/api.md#endpoints): bearer only, and a shopper sees only their own orders
 * (docs/rules/security.md).
 */
export function shippingRoutes(deps: {
  authenticate: Authenticate;
  bookShipment: BookShipment;
  repository: ShippingRepository;
  tracker: ShipmentTracker;
}): FastifyPluginAsyncZod {
  const { authenticate, bookShipment, repository, tracker } = deps;
  return async (app) => {
    // Sign-in is checked before the body is read, so a stranger gets 401 rather than 400.
    const signedIn = new WeakMap<FastifyRequest, AuthUser>();
    const onRequest = async (request: FastifyRequest) => {
      signedIn.set(request, await authenticate(request));
    };
    const userOf = (request: FastifyRequest): AuthUser => {
      const user = signedIn.get(request);
      if (!user) throw new AppError('unauthorized', 'Authentication required');
      return user;
    };

    app.post(
      '/orders/book-shipping/:orderId',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Books the order with the shipping provider (or answers the existing booking)',
          security,
          params: OrderIdParams,
          response: {
            200: BookShippingResponse,
            401: ApiErrorBody,
            404: ApiErrorBody,
            409: ApiErrorBody,
            502: BookShippingResponse,
          },
        },
      },
      (request) => bookShipment.bookForUser(userOf(request), request.params.orderId),
    );

    app.get(
      '/orders/track-shipping/awb/:awb',
      {
        onRequest,
        schema: {
          tags,
          summary: "Tracking of one of the shopper's shipments by AWB",
          security,
          params: AwbParams,
          response: { 200: AwbTrackingResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
        },
      },
      async (request) => {
        const { awb } = request.params;
        const [record] = await repository.findOwnedMany(userOf(request).id, [], [awb]);
        if (!record) throw new AppError('not-found', SHIPMENT_NOT_FOUND);
        return { tracking: (await tracker.responseFor(record)).tracking };
      },
    );

    app.get(
      '/orders/track-shipping/:orderId',
      {
        onRequest,
        schema: {
          tags,
          summary: "Tracking of one of the shopper's orders",
          security,
          params: OrderIdParams,
          response: { 200: TrackingResponse, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
        },
      },
      async (request) => {
        const record = await repository.findOwned(userOf(request).id, request.params.orderId);
        if (!record) throw new AppError('not-found', BOOKING_MESSAGES.orderNotFound);
        return tracker.responseFor(record);
      },
    );

    app.post(
      '/orders/track-shipping/my',
      {
        onRequest,
        schema: {
          tags,
          summary: "Tracking of several of the shopper's orders and AWBs; others' are left out",
          security,
          body: TrackMyBody,
          response: { 200: TrackMyResponse, 400: ApiErrorBody, 401: ApiErrorBody },
        },
      },
      async (request) => {
        const { awbs, orderIds } = request.body;
        const records = await repository.findOwnedMany(userOf(request).id, orderIds, awbs);
        const wantedIds = new Set(orderIds.map((id) => id.toLowerCase()));
        const wantedAwbs = new Set(awbs);
        const answers = await mapLimited(records, TRACK_MY_CONCURRENCY, (r: ShippingRecord) => tracker.responseFor(r));
        const byOrderId: Record<string, TrackingResponse> = {};
        const byAwb: Record<string, TrackingResponse> = {};
        records.forEach((record, i) => {
          const answer = answers[i];
          if (!answer) return;
          if (wantedIds.has(record.id)) byOrderId[record.id] = answer;
          if (record.awb && wantedAwbs.has(record.awb)) byAwb[record.awb] = answer;
        });
        return { byOrderId, byAwb };
      },
    );
  };
}
