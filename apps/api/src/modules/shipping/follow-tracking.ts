import { OrderStatus, nextStatusFromTracking } from '@vastra/domain/orders';
import { ndrReasonOf } from '@vastra/domain/after-sale';
import {
  DISPLAY_STATUS,
  classifyTrackingStatus,
  isFailedDelivery,
  type TrackingSnapshot,
} from '@vastra/domain/tracking';
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog';
import type { Clock } from '../../shared/clock';
import { emitOrderEvent, recordOrderEvent, type OrderOutbox } from '../order-history';
import type { ShippingLog } from './shipping-log';
import { applyMove, patchOrder, readForChange, restoreStockOnce, type OrderRow } from '../order-lifecycle';
import { trackingPatch, type StatusTimeColumn, type TrackingUpdate } from './tracking.repository';

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

/** 'out_for_delivery' → 'out for delivery', as the history shows statuses. */
const statusWords = (status: string) => status.replace(/_/g, ' ');

type NdrUpdate = TrackingUpdate['ndr'];

/**
 * What the newest courier event does to the order's failed delivery (NDR): an NDR event newer than the one on
 * file opens it (once per event, not per read: its time is compared with ndr_at); delivery clears it, and so does
 * the parcel's return or cancellation while it is still open (nothing is left to act on).
 */
function ndrChange(
  row: Pick<OrderRow, 'status' | 'cancellationReason' | 'ndrState' | 'ndrAt' | 'ndrAttempts'>,
  snapshot: TrackingSnapshot,
  next: string,
  now: Date,
): NdrUpdate {
  const latest = snapshot.timeline[0];
  if (latest && isFailedDelivery(latest.statusText) && next !== 'delivered') {
    const at = latest.timestamp ? new Date(latest.timestamp) : null;
    const isNew = row.ndrAt === null || (at ? at.getTime() > row.ndrAt.getTime() : row.ndrState === null);
    if (!isNew) return undefined;
    return {
      state: 'open',
      reason: ndrReasonOf(latest.statusText),
      reasonText: latest.statusText,
      at: at ?? now,
      attempts: row.ndrAttempts + 1,
    };
  }
  if (row.ndrState !== null && next === 'delivered') return null;
  if (row.ndrState === 'open' && (next === 'returned' || next === 'cancelled')) return null;
  return undefined;
}

/**
 * Follows a shipment's tracking onto its order in one transaction (docs/rules/shipping.md#booking): stores the
 * snapshot, moves the status along the domain's transitions (each move a line of the order's history), files a
 * failed delivery (NDR) and, when the parcel is cancelled before pickup, puts the stock back once, then announces
 * the stock change to the catalogue after commit. A parcel returned to origin gets its stock back only when the
 * shop receives it (docs/decisions/024-stock-back-when-a-returned-parcel-is-received.md).
 */
export function createFollowTracking(deps: {
  db: Db;
  clock: Clock;
  catalog?: CatalogStockSync | undefined;
  /**
   * Runs the reactions to a move once it committed (docs/decisions/082-order-event-outbox.md): the shopper's text
   * and the tax documents due then (the invoice when the goods leave,
   * docs/decisions/076-invoice-at-dispatch-and-net-sales.md; the credit note of an invoiced parcel cancelled or
   * returned). What fails is run again by the job runner.
   */
  outbox?: Pick<OrderOutbox, 'dispatch'> | undefined;
  log?: ShippingLog | undefined;
}) {
  const { db, clock, catalog } = deps;

  return async function followTracking(
    orderId: string,
    snapshot: TrackingSnapshot,
  ): Promise<FollowedTracking | undefined> {
    const display = latestDisplayStatus(snapshot);
    const now = clock.now();
    const result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = (await readForChange(tx, { order: orderId }))?.order;
      if (!row) return undefined;
      const current = OrderStatus.safeParse(row.status);
      const next = current.success ? nextStatusFromTracking(current.data, display) : row.status;
      const moved = next !== row.status;
      const reason =
        moved && next === 'cancelled' && !row.cancellationReason
          ? (snapshot.timeline[0]?.statusText ?? 'Cancelled by the courier')
          : undefined;
      const ndr = ndrChange(row, snapshot, next, now);
      const set = trackingPatch({
        snapshot,
        shipperStatus: snapshot.courierStatus,
        now,
        ...(moved ? { status: { to: next, times: TIMES[next as OrderStatus] ?? [] } } : {}),
        ...(reason ? { cancellationReason: reason } : {}),
        ...(ndr !== undefined ? { ndr } : {}),
      });
      if (moved) {
        await applyMove(tx, {
          machine: 'order',
          id: orderId,
          to: next as OrderStatus,
          set,
          at: now,
          history: {
            kind: 'status',
            actor: 'courier',
            summary: `Status: ${statusWords(row.status)} → ${statusWords(next)}`,
            detail: { from: row.status, to: next, courierStatus: snapshot.courierStatus },
          },
          events: [{ type: 'order.status_changed', orderId, from: row.status, to: next }],
        });
      } else {
        await patchOrder(tx, orderId, set);
      }
      if (ndr) {
        await recordOrderEvent(tx, orderId, {
          kind: 'ndr',
          actor: 'courier',
          summary: `Delivery failed (attempt ${ndr.attempts}): ${ndr.reasonText}`,
          detail: { reason: ndr.reason, at: ndr.at.toISOString() },
          at: now,
        });
        // The team's failed-delivery alert (docs/decisions/131-owner-alerts.md).
        await emitOrderEvent(tx, now, {
          type: 'delivery.failed',
          orderId,
          attempt: ndr.attempts,
          reason: ndr.reasonText,
        });
      }
      // Only a cancellation before pickup puts stock back here; the stamp in restoreStockOnce makes it once ever.
      const goneBack = next === 'cancelled' && display === DISPLAY_STATUS.cancelled;
      const stockRestored = goneBack ? await restoreStockOnce(tx, orderId, now) : false;
      return {
        status: next,
        moved,
        shipperStatus: snapshot.courierStatus,
        cancellationReason: reason ?? row.cancellationReason,
        stockRestored,
        failedDelivery: Boolean(ndr),
      };
    });
    if (result?.stockRestored) await catalog?.changed();
    if (result?.moved || result?.failedDelivery) await deps.outbox?.dispatch();
    if (!result) return undefined;
    const { moved: _moved, failedDelivery: _failed, ...followed } = result;
    return followed;
  };
}

export type FollowTracking = ReturnType<typeof createFollowTracking>;
