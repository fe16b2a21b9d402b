import { z } from 'zod';

/** Most characters of an id in a path or body: database ids and gateway ids fit well within it. */
export const ID_MAX = 64;

/** An opaque record id (`_id`, `productId`, `orderId`): letters, digits, '_' and '-' only, so safe in a path. */
export const Id = z
  .string({ error: 'Invalid id' })
  .trim()
  .min(1, { error: 'Invalid id' })
  .max(ID_MAX, { error: 'Invalid id' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid id' });
export type Id = z.infer<typeof Id>;

/** A courier air waybill number (docs/rules/third-parties.md#shiprocket-tracking). */
export const Awb = z
  .string({ error: 'Invalid AWB' })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'Invalid AWB' });
export type Awb = z.infer<typeof Awb>;

/** Largest rupee amount the API accepts or sends for one price or total (ours: ₹1 crore). */
export const RUPEES_MAX = 10_000_000;

/** A rupee amount as the API shows money (docs/rules/platform.md#data: the API shows rupee numbers). */
export const Rupees = z.number().finite().min(0).max(RUPEES_MAX);
export type Rupees = z.infer<typeof Rupees>;

/** A moment as the API sends it: ISO 8601 in UTC. */
export const IsoDateTime = z.iso.datetime();
export type IsoDateTime = z.infer<typeof IsoDateTime>;

/** A response that only carries a text for the shopper. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** Path parameter `{id}` (docs/rules/api.md#endpoints GET /api/client/products/{id}, GET /api/orders/{id}). */
export const IdParams = z.strictObject({ id: Id });
export type IdParams = z.infer<typeof IdParams>;
