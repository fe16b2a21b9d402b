import { ACCOUNT_ENDPOINTS } from './endpoints-account';
import { ADMIN_ENDPOINTS } from './endpoints-admin';
import { ADMIN_JOB_ENDPOINTS } from './endpoints-admin-jobs';
// Sale prices on a schedule (docs/decisions/086-sale-prices-on-a-schedule.md).
import { ADMIN_SALE_PRICE_ENDPOINTS } from './endpoints-admin-sale-prices';
// Offers in the back office (docs/decisions/085-coupon-uses-under-load.md).
import { ADMIN_OFFER_ENDPOINTS } from './endpoints-admin-offers';
// Attributes (docs/decisions/092-attributes.md).
import { ADMIN_ATTRIBUTE_ENDPOINTS } from './endpoints-admin-attributes';
// The shop's own categories (docs/decisions/097-categories.md).
import { ADMIN_CATEGORY_ENDPOINTS } from './endpoints-admin-categories';
// Collections (docs/decisions/098-collections.md).
import { ADMIN_COLLECTION_ENDPOINTS } from './endpoints-admin-collections';
import { ADMIN_ORDER_ENDPOINTS } from './endpoints-admin-orders';
// Customers, and notes and tags on orders (docs/decisions/110-customers.md).
import { ADMIN_CUSTOMER_ENDPOINTS } from './endpoints-admin-customers';
// The home page's content (docs/decisions/094-home-content.md).
import { ADMIN_HOME_ENDPOINTS } from './endpoints-admin-home';
// Photos for the home page and the category tiles (docs/decisions/109-shop-photos.md).
import { ADMIN_SHOP_PHOTO_ENDPOINTS } from './endpoints-admin-shop-photos';
import { DATA_RIGHTS_ENDPOINTS } from './endpoints-data-rights';
import { DELIVERY_ENDPOINTS } from './endpoints-delivery';
import { RETURN_ENDPOINTS } from './endpoints-returns';
import { ORDER_ENDPOINTS } from './endpoints-orders';
import { SANDBOX_ENDPOINTS } from './endpoints-sandbox';
import { PLATFORM_ENDPOINTS } from './endpoints-platform';
import { SHOP_ENDPOINTS } from './endpoints-shop';
import { STOREFRONT_ENDPOINTS } from './endpoints-storefront';
// The wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md).
import { WISHLIST_ENDPOINTS } from './endpoints-wishlist';
// WhatsApp's webhook and sandbox (docs/decisions/126-whatsapp.md).
import { WHATSAPP_ENDPOINTS } from './endpoints-whatsapp';
// Conversations and saved replies (docs/decisions/127-conversations.md).
import { CONVERSATION_ENDPOINTS } from './endpoints-conversations';
// The team's alerts (docs/decisions/131-owner-alerts.md).
import { ALERT_ENDPOINTS } from './endpoints-alerts';
// Orders taken by phone or WhatsApp (docs/decisions/132-phone-orders.md).
import { PHONE_ORDER_ENDPOINTS } from './endpoints-admin-phone-orders';
import type { Endpoint } from './endpoint';

export { endpointPath, errorCodesOf, errorStatusesOf, isStaffAuth, permissionOf } from './endpoint';
export type { Endpoint, EndpointAuth, PathParamNames, StaffAuth } from './endpoint';

/**
 * Every call of the API by name, the storefront's, the back office's and the development-only ones
 * (docs/rules/api.md#endpoints):
 * the one list the API registers its routes from. Each area keeps its calls in its own file.
 */
export const ENDPOINTS = {
  ...ACCOUNT_ENDPOINTS,
  ...SHOP_ENDPOINTS,
  ...STOREFRONT_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...SANDBOX_ENDPOINTS,
  ...PLATFORM_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...ADMIN_ORDER_ENDPOINTS,
  ...ADMIN_JOB_ENDPOINTS,
  // Sale prices on a schedule (docs/decisions/086-sale-prices-on-a-schedule.md).
  ...ADMIN_SALE_PRICE_ENDPOINTS,
  // Offers in the back office (docs/decisions/085-coupon-uses-under-load.md).
  ...ADMIN_OFFER_ENDPOINTS,
  // The home page's content (docs/decisions/094-home-content.md).
  ...ADMIN_HOME_ENDPOINTS,
  // Photos for the home page and the category tiles (docs/decisions/109-shop-photos.md).
  ...ADMIN_SHOP_PHOTO_ENDPOINTS,
  // Attributes (docs/decisions/092-attributes.md).
  ...ADMIN_ATTRIBUTE_ENDPOINTS,
  // The shop's own categories (docs/decisions/097-categories.md).
  ...ADMIN_CATEGORY_ENDPOINTS,
  // Collections (docs/decisions/098-collections.md).
  ...ADMIN_COLLECTION_ENDPOINTS,
  // Customers, and notes and tags on orders (docs/decisions/110-customers.md).
  ...ADMIN_CUSTOMER_ENDPOINTS,
  ...DELIVERY_ENDPOINTS,
  ...DATA_RIGHTS_ENDPOINTS,
  ...RETURN_ENDPOINTS,
  // The wishlist and back-in-stock alerts (docs/decisions/112-wishlist-back-in-stock.md).
  ...WISHLIST_ENDPOINTS,
  // WhatsApp (docs/decisions/126-whatsapp.md).
  ...WHATSAPP_ENDPOINTS,
  ...CONVERSATION_ENDPOINTS,
  ...ALERT_ENDPOINTS,
  ...PHONE_ORDER_ENDPOINTS,
} as const satisfies Record<string, Endpoint>;

/** The name of one call in {@link ENDPOINTS}. */
export type EndpointName = keyof typeof ENDPOINTS;
