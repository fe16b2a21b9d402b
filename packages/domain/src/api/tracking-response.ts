import { z } from 'zod';
import { TrackingSnapshot } from '../tracking';
import { Awb, Id } from './common';

/**
 * Most AWBs one bulk tracking call takes (Shiprocket's bulk limit, docs/rules/third-parties.md#shiprocket-tracking).
 */
export const MAX_TRACK_AWBS = 50;

/** Most order ids one bulk tracking call takes (ours). */
export const MAX_TRACK_ORDER_IDS = 100;

/** GET /api/orders/track-shipping/{orderId} answer (docs/rules/shipping.md#data). */
export const TrackingResponse = z.object({
  tracking: TrackingSnapshot.nullable(),
  awb: z.string().nullable(),
  currentStatus: z.string().nullable(),
  removedFromShiprocket: z.boolean(),
  cancellationReason: z.string().nullable(),
});
export type TrackingResponse = z.infer<typeof TrackingResponse>;

/** GET /api/orders/track-shipping/awb/{awb} answer: {tracking} (docs/rules/api.md#endpoints). */
export const AwbTrackingResponse = z.object({ tracking: TrackingSnapshot.nullable() });
export type AwbTrackingResponse = z.infer<typeof AwbTrackingResponse>;

/** Path parameter `{awb}` (docs/rules/api.md#endpoints). */
export const AwbParams = z.strictObject({ awb: Awb });
export type AwbParams = z.infer<typeof AwbParams>;

/**
 * POST /api/orders/track-shipping/my body: the AWBs and order ids to refresh, only the caller's
 * (docs/rules/api.md#endpoints).
 */
export const TrackMyBody = z.strictObject({
  awbs: z
    .array(Awb)
    .max(MAX_TRACK_AWBS, { error: `At most ${MAX_TRACK_AWBS} AWBs per request.` })
    .default([]),
  orderIds: z
    .array(Id)
    .max(MAX_TRACK_ORDER_IDS, { error: `At most ${MAX_TRACK_ORDER_IDS} orders per request.` })
    .default([]),
});
export type TrackMyBody = z.infer<typeof TrackMyBody>;

/** POST /api/orders/track-shipping/my answer: tracking keyed by order id and by AWB (docs/rules/api.md#endpoints). */
export const TrackMyResponse = z.object({
  byOrderId: z.record(z.string(), TrackingResponse),
  byAwb: z.record(z.string(), TrackingResponse),
});
export type TrackMyResponse = z.infer<typeof TrackMyResponse>;
