import type { PublicTrackingResponse } from '@vastra/domain/api';
import { shortOrderId } from '@vastra/domain/orders';
import { orderDetailsLabel } from '@vastra/domain/tracking';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems } from '../../db/schema';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { TrackingLinks } from '../../shared/tracking-links';
import type { ShippingRepository } from './shipping.repository';
import type { ShipmentTracker } from './track-shipment';

const LOOKUP_WINDOW_SECONDS = 600;
export const TRACKING_LINK_MESSAGES = {
  notFound: 'Order not found.',
  tooMany: 'Too many tracking look-ups. Please try again in {n} seconds.',
} as const;

/**
 * GET /api/track/{token} (docs/decisions/111-sign-in-by-otp.md): the order a signed tracking token names, with its
 * items and the parcel's status and timeline, for whoever holds the link. It answers only what the response schema
 * lists — no address, phone, email, name or price — and a token that is not ours is 404, like an order that is gone.
 */
export function createPublicTracking(deps: {
  db: Db;
  links: Pick<TrackingLinks, 'orderIdOf'>;
  repository: Pick<ShippingRepository, 'findById'>;
  tracker: Pick<ShipmentTracker, 'responseFor'>;
  rateLimiter?: RateLimiter | undefined;
  /** Look-ups one client address may make in 10 minutes (TRACK_LOOKUPS_PER_IP_10_MIN). */
  lookupsPerAddress: number;
}) {
  return async function publicTracking(input: {
    token: string;
    clientAddress: string;
  }): Promise<PublicTrackingResponse> {
    // 1. Counted before the token is checked, so guessing tokens spends the same budget as reading one.
    await deps.rateLimiter?.consume([
      {
        bucket: `track:ip:${input.clientAddress}:10m`,
        limit: deps.lookupsPerAddress,
        windowSeconds: LOOKUP_WINDOW_SECONDS,
        message: TRACKING_LINK_MESSAGES.tooMany,
      },
    ]);
    // 2. The token's MAC, then the order.
    const orderId = deps.links.orderIdOf(input.token);
    const record = orderId ? await deps.repository.findById(orderId) : undefined;
    if (!record) throw new AppError('not-found', TRACKING_LINK_MESSAGES.notFound);
    // 3. The parcel's status (cached or fresh; a fresh read moves the order), then the order's own status again.
    const tracked = await deps.tracker.responseFor(record);
    const status = (await deps.repository.findById(record.id))?.status ?? record.status;
    const items = await deps.db
      .select({
        title: orderItems.title,
        titleHi: orderItems.titleHi,
        size: orderItems.size,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, record.id))
      .orderBy(asc(orderItems.position), asc(orderItems.id));
    return {
      order: shortOrderId(record.id),
      status,
      label: orderDetailsLabel({
        orderStatus: status,
        courierStatus: tracked.currentStatus ?? tracked.tracking?.courierStatus ?? null,
        removedFromShiprocket: tracked.removedFromShiprocket,
        cancellationReason: tracked.cancellationReason,
      }),
      placedAt: record.createdAt.toISOString(),
      // The Hindi title only when the product had one, as the order's own answer (decision 183).
      items: items.map(({ title, titleHi, size, quantity }) => ({
        title,
        ...(titleHi ? { hindiTitle: titleHi } : {}),
        size,
        quantity,
      })),
      courier: record.courier,
      awb: tracked.awb,
      tracking: tracked.tracking,
    };
  };
}
