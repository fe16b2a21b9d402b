/**
 * The activity log's areas: each names the kinds of record (`targetType`) its entries are about,
 * so the log can be read one part of the shop at a time. A kind in no area is still listed under "Everything".
 */
export const AUDIT_AREAS = ['orders', 'returns', 'reviews', 'settings', 'messages', 'staff', 'catalogue'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  orders: 'Orders',
  returns: 'Returns',
  reviews: 'Reviews',
  settings: 'Settings',
  messages: 'Messages',
  staff: 'Staff',
  catalogue: 'Catalogue',
};

/** The record kinds the API writes, by area (grep `targetType:` under apps/api/src/modules). */
export const AUDIT_AREA_TARGET_TYPES: Record<AuditArea, readonly string[]> = {
  orders: ['order', 'orders', 'payment', 'job', 'customer'],
  returns: ['return_request', 'return_payout'],
  reviews: ['review'],
  settings: ['settings', 'home_content'],
  messages: ['contact_message'],
  staff: ['staff'],
  catalogue: ['product', 'products', 'stock', 'image', 'attribute', 'sale_price', 'offer'],
};
