import { z } from 'zod';
import { ORDER_DETAILS_LABELS, TrackingSnapshot } from '../tracking';
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

/** Path parameter `{token}` of the public tracking page's call: any text up to 64 characters, checked by the API. */
export const TrackingTokenParams = z.strictObject({ token: z.string().min(1).max(64) });
export type TrackingTokenParams = z.infer<typeof TrackingTokenParams>;

/**
 * GET /api/track/{token} answer (docs/decisions/111-sign-in-by-otp.md): what the tracking link in an order's texts
 * shows without signing in — the order's number, its items, its status and the parcel's — and nothing that names or
 * reaches a person or says what was paid (no address, phone, email, name or price).
 */
export const PublicTrackingResponse = z.strictObject({
  /** '#A1B2C3D4'. */
  order: z.string(),
  /** The order's status (placed, shipped, out_for_delivery, delivered, cancelled, …). */
  status: z.string(),
  /** The order details' tracking label (docs/rules/shipping.md#display-statuses): 'In Transit', 'Delivered', … */
  label: z.enum(ORDER_DETAILS_LABELS),
  placedAt: z.iso.datetime(),
  /** Each with its Hindi title when its product had one (docs/decisions/183-orders-keep-hindi-titles.md). */
  items: z.array(
    z.strictObject({
      title: z.string(),
      hindiTitle: z.string().optional(),
      size: z.string(),
      quantity: z.number().int(),
    }),
  ),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  tracking: TrackingSnapshot.nullable(),
});
export type PublicTrackingResponse = z.infer<typeof PublicTrackingResponse>;
