import type { Order, TrackingResponse } from '@vastra/domain/api';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { isUnauthorized } from '../api/retry-policy';
import { trackMyOrders } from '../api/track-my-orders';
import { trackOrder } from '../api/track-order';
import { isOrderFinal } from '../model/order-status';
import { trackingCacheFor, type TrackingCache } from '../tracking/tracking-cache';
import { createTrackingScheduler, type TrackTarget } from '../tracking/tracking-scheduler';

type Latest = ReadonlyMap<string, TrackingResponse | null>;

const snapshotOf = (cache: TrackingCache): Latest =>
  new Map([...cache.entries].map(([id, entry]) => [id, entry.response]));

async function fetchBatch(token: string, targets: TrackTarget[]): Promise<Record<string, TrackingResponse>> {
  const awbs = targets.flatMap((t) => (t.awb ? [t.awb] : []));
  const { byOrderId, byAwb } = await trackMyOrders(token, { awbs, orderIds: targets.map((t) => t.orderId) });
  return Object.fromEntries(
    targets.flatMap((t) => {
      const found = byOrderId[t.orderId] ?? (t.awb ? byAwb[t.awb] : undefined);
      return found ? [[t.orderId, found] as const] : [];
    }),
  );
}

/**
 * The orders list's tracking (docs/rules/orders.md#order-details, docs/rules/constants.md): the latest tracking per
 * order id, fetched and refreshed by the scheduler within the spec's limits; a 401 calls `onUnauthorized`.
 */
export function useOrdersTracking(orders: Order[] | undefined, onUnauthorized: () => void): Latest {
  const { token, user } = useSession();
  const cache = trackingCacheFor(user?._id ?? null);
  const [latest, setLatest] = useState<Latest>(() => snapshotOf(cache));
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  useEffect(() => {
    if (!orders || !token) return;
    const byId = new Map(orders.map((order) => [order._id, order]));
    const scheduler = createTrackingScheduler({
      cache,
      fetchBatch: (targets) => fetchBatch(token, targets),
      fetchOne: (target) => trackOrder(token, target.orderId),
      isFinal: (target, fetched) => {
        const order = byId.get(target.orderId);
        return !order || isOrderFinal(order, fetched);
      },
      onUpdate: () => setLatest(snapshotOf(cache)),
      isFatal: isUnauthorized,
      onFatal: () => unauthorized.current(),
    });
    scheduler.start(orders.map((order) => ({ orderId: order._id, awb: order.shipping.awb })));
    return () => scheduler.stop();
  }, [orders, token, cache]);

  return latest;
}
