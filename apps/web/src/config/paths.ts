/** The id of the product page's review form, and the hash that takes a shopper to it. */
export const REVIEW_FORM_ID = 'write-review';

/** The spec's route table (docs/rules/ui.md#routes) as typed paths; screens link with these, never with literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  shop: {
    path: '/shop',
    getHref: (category?: string) =>
      category && category !== 'all' ? `/shop?category=${encodeURIComponent(category)}` : '/shop',
  },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: { path: '/login', getHref: (mode?: 'login' | 'signup') => (mode ? `/login?mode=${mode}` : '/login') },
  product: {
    path: '/product/:id',
    getHref: (id: string) => `/product/${encodeURIComponent(id)}`,
    /** The product page taken straight to its review form ('Write a review' on a delivered order). */
    getReviewHref: (id: string) => `/product/${encodeURIComponent(id)}#${REVIEW_FORM_ID}`,
  },
  /** A collection's page (docs/decisions/098-collections.md). */
  collection: { path: '/collections/:slug', getHref: (slug: string) => `/collections/${encodeURIComponent(slug)}` },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  orders: { path: '/orders', getHref: () => '/orders' },
  order: { path: '/orders/:id', getHref: (id: string) => `/orders/${encodeURIComponent(id)}` },
  profile: { path: '/profile', getHref: () => '/profile' },
  /** The wishlist (docs/decisions/112-wishlist-back-in-stock.md): open to guests, whose list is on the device. */
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  codConfirm: { path: '/c/:token', getHref: (token: string) => `/c/${encodeURIComponent(token)}` },
  /** The order texts' tracking link, opened without signing in (docs/decisions/111-sign-in-by-otp.md). */
  track: { path: '/track/:token', getHref: (token: string) => `/track/${encodeURIComponent(token)}` },
  /** The link in the shop's replies to her conversation, no sign-in (docs/decisions/127-conversations.md); the API
   * makes it, no screen links to it. */
  conversation: { path: '/m/:token' },
  /** The policy pages (@vastra/domain/policies POLICY_SLUGS). */
  policy: { path: '/policies/:slug', getHref: (slug: string) => `/policies/${encodeURIComponent(slug)}` },
} as const;
