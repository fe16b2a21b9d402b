import { z } from 'zod';
import { CATEGORIES_MAX } from '../catalog/category-rules';
import { COLLECTIONS_MAX } from '../collections/limits';
import { ShopSettings } from '../settings';
import { CollectionLink } from './collections';

/** Card payment adapters the checkout can drive (docs/rules/third-parties.md#ports). */
export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;

/** Shipping adapters the server books through (SHIPPING_PROVIDER): the simulator by default, Shiprocket for real. */
export const SHIPPING_PROVIDERS = ['simulator', 'shiprocket'] as const;
export type ShippingProviderName = (typeof SHIPPING_PROVIDERS)[number];

/** Phone verification adapters the browser can drive (docs/rules/third-parties.md#ports). */
export const IDENTITY_PROVIDERS = ['local', 'firebase'] as const;

/**
 * The public Firebase web config the browser needs for the invisible captcha
 * (docs/rules/third-parties.md#firebase-in-the-browser).
 */
export const FirebaseWebConfig = z.object({
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  projectId: z.string().min(1),
  /** Optional: Firebase Auth works without it. */
  appId: z.string().min(1).optional(),
});
export type FirebaseWebConfig = z.infer<typeof FirebaseWebConfig>;

/** A shown category's name, by its slug. */
export const CategoryName = z.object({
  slug: z.string(),
  name: z.string(),
  /** The name a Hindi page shows, when the owner gave one (docs/decisions/172-category-names-in-hindi.md). */
  hindiName: z.string().optional(),
});
export type CategoryName = z.infer<typeof CategoryName>;

/**
 * GET /api/shop-config answer: the shop's brand and support details and the identity adapter, read at
 * run time so one build serves any shop (docs/rules/ui.md#web-conventions); `firebase` is present exactly when chosen.
 */
export const ShopConfig = z.object({
  name: z.string(),
  supportEmail: z.string(),
  supportPhoneMasked: z.string(),
  socialUrl: z.string(),
  logoUrl: z.string().nullable(),
  identity: z
    .object({ provider: z.enum(IDENTITY_PROVIDERS), firebase: FirebaseWebConfig.optional() })
    .refine((identity) => (identity.provider === 'firebase') === (identity.firebase !== undefined), {
      message: 'firebase settings go with the firebase provider only',
      path: ['firebase'],
    }),
  payment: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
  /** The shipping provider the server books with: the checkout's booking messages name it. */
  shipping: z.object({ provider: z.enum(SHIPPING_PROVIDERS) }),
  /** The collections the owner shows in the menu, in order (docs/decisions/098-collections.md). */
  collections: z.array(CollectionLink).max(COLLECTIONS_MAX).default([]),
  /**
   * The shown categories' names in the shop's order (docs/decisions/097-categories.md): a product page names its
   * category from its first paint. Absent from a page kept from before it was sent.
   */
  categories: z.array(CategoryName).max(CATEGORIES_MAX).optional(),
  /**
   * What delivery and cash on delivery cost, as the owner set them (docs/decisions/087-delivery-and-cod-fees.md): the
   * product page says it under the price with no request of its own. Absent from a page kept from before it was sent.
   */
  delivery: ShopSettings.shape.delivery.optional(),
});
export type ShopConfig = z.infer<typeof ShopConfig>;

/** GET /api/health answer: the process is up (docs/rules/api.md#conventions). */
export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * GET /api/ready answer: whether the database answers and the media storage can be written
 * (docs/rules/api.md#conventions), 200 'ready' or 503 'unavailable'; `failing` names what did not answer.
 */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  failing: z.array(z.enum(['database', 'storage'])).optional(),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
