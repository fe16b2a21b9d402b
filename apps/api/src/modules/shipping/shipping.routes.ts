import { ENDPOINTS, type TrackingResponse } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import { BOOKING_MESSAGES, type BookShipment } from './book-shipment';
import type { createCheckServiceability } from './check-serviceability';
import type { createPublicTracking } from './public-tracking';
import type { ShippingRecord, ShippingRepository } from './shipping.repository';
import type { ShipmentTracker } from './track-shipment';

/** A PIN's answer changes only with the day (the estimate's dates): browsers and proxies may keep it 5 minutes. */
const SERVICEABILITY_CACHE_CONTROL = 'public, max-age=300';

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
 * Delivery by PIN (public), booking and tracking (docs/rules/api.md#endpoints): the latter bearer only, and a shopper
 * sees only their own orders (docs/rules/security.md).
 */
export function shippingRoutes(deps: {
  authenticate: Authenticate;
  bookShipment: BookShipment;
  repository: ShippingRepository;
  tracker: ShipmentTracker;
  checkServiceability: ReturnType<typeof createCheckServiceability>;
  publicTracking: ReturnType<typeof createPublicTracking>;
}): FastifyPluginAsync {
  const { authenticate, bookShipment, repository, tracker } = deps;
  return async (app) => {
    const route = contractRoutes(app, { authenticate });
    route(ENDPOINTS.serviceability, async ({ query, request, reply }) => {
      const answer = await deps.checkServiceability({
        pincode: query.pincode,
        cod: query.cod === 'true',
        clientAddress: request.ip,
      });
      // A signed-in request was already marked no-store (plugins/authenticate.ts): leave that.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', SERVICEABILITY_CACHE_CONTROL);
      return answer;
    });
    // The texts' tracking link, no sign-in (docs/decisions/111-sign-in-by-otp.md); never cached by proxies.
    route(ENDPOINTS.publicTracking, async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return deps.publicTracking({ token: params.token, clientAddress: request.ip });
    });
    route(ENDPOINTS.bookShipping, ({ user, params }) => bookShipment.bookForUser(user, params.orderId));

    route(ENDPOINTS.trackAwb, async ({ user, params }) => {
      const [record] = await repository.findOwnedMany(user.id, [], [params.awb]);
      if (!record) throw new AppError('not-found', SHIPMENT_NOT_FOUND);
      return { tracking: (await tracker.responseFor(record)).tracking };
    });

    route(ENDPOINTS.trackOrder, async ({ user, params }) => {
      const record = await repository.findOwned(user.id, params.orderId);
      if (!record) throw new AppError('not-found', BOOKING_MESSAGES.orderNotFound);
      return tracker.responseFor(record);
    });

    route(ENDPOINTS.trackMine, async ({ user, body }) => {
      const { awbs, orderIds } = body;
      const records = await repository.findOwnedMany(user.id, orderIds, awbs);
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
    });
  };
}
