import { OrderStatus, nextStatusFromTracking } from '@vastra/domain/orders';
import { DISPLAY_STATUS, classifyTrackingStatus, type TrackingSnapshot } from '@vastra/domain/tracking';
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog';
import type { Clock } from '../../shared/clock';
import { trackingRepository, type StatusTimeColumn } from './tracking.repository';

/** The catalogue's side of a stock change (its service provides it): announced after the commit. */
export type CatalogStockSync = Pick<CatalogService, 'changed'>;

export interface FollowedTracking {
  status: string;
  shipperStatus: string | null;
  cancellationReason: string | null;
  stockRestored: boolean;
}

// The status timestamps an order gets when it reaches a status (a skipped 'shipped' is stamped too).
const TIMES: Partial<Record<OrderStatus, StatusTimeColumn[]>> = {
  shipped: ['shippedAt'],
  out_for_delivery: ['shippedAt', 'outForDeliveryAt'],
  delivered: ['shippedAt', 'deliveredAt'],
  cancelled: ['cancelledAt'],
  returned: ['returnedAt'],
};

/**
 * The display status the newest courier event implies (docs/rules/shipping.md#display-statuses), or the courier
 * status's.
 */
export function latestDisplayStatus(snapshot: TrackingSnapshot): string {
  const latest = snapshot.timeline[0];
  return latest ? latest.status : classifyTrackingStatus(snapshot.courierStatus);
}

/**
 * Follows a shipment's tracking onto its order in one transaction (docs/rules/shipping.md#booking): stores the
 * snapshot, moves the status along the domain's transitions and, when the parcel is cancelled or returned,
 * puts the stock back once, then announces the stock change to the catalogue after commit.
 */
export function createFollowTracking(deps: { db: Db; clock: Clock; catalog?: CatalogStockSync | undefined }) {
  const { db, clock, catalog } = deps;

  return async function followTracking(
    orderId: string,
    snapshot: TrackingSnapshot,
  ): Promise<FollowedTracking | undefined> {
    const display = latestDisplayStatus(snapshot);
    const now = clock.now();
    const result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await trackingRepository.lockStatus(tx, orderId);
      if (!row) return undefined;
      const current = OrderStatus.safeParse(row.status);
      const next = current.success ? nextStatusFromTracking(current.data, display) : row.status;
      const moved = next !== row.status;
      const reason =
        moved && next === 'cancelled' && !row.cancellationReason
          ? (snapshot.timeline[0]?.statusText ?? 'Cancelled by the courier')
          : undefined;
      await trackingRepository.save(tx, orderId, {
        snapshot,
        shipperStatus: snapshot.courierStatus,
        now,
        ...(moved ? { status: { to: next, times: TIMES[next as OrderStatus] ?? [] } } : {}),
        ...(reason ? { cancellationReason: reason } : {}),
      });
      // The stamp in restoreStockOnce makes this safe to reach again: stock comes back once ever.
      const goneBack = (next === 'cancelled' || next === 'returned') && display === DISPLAY_STATUS.cancelled;
      const stockRestored = goneBack ? await trackingRepository.restoreStockOnce(tx, orderId, now) : false;
      return {
        status: next,
        shipperStatus: snapshot.courierStatus,
        cancellationReason: reason ?? row.cancellationReason,
        stockRestored,
      };
    });
    if (result?.stockRestored) await catalog?.changed();
    return result;
  };
}

export type FollowTracking = ReturnType<typeof createFollowTracking>;
