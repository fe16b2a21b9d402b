/** The back office's routes, under /admin; screens link with these, never with literals. */
export const adminPaths = {
  home: { path: '/admin', getHref: () => '/admin' },
  /** `next`: where to go once signed in (a back-office path; anything else is ignored). */
  signIn: {
    path: '/admin/sign-in',
    getHref: (next?: string) => (next ? `/admin/sign-in?next=${encodeURIComponent(next)}` : '/admin/sign-in'),
  },
  invite: { path: '/admin/invite/:token', getHref: (token: string) => `/admin/invite/${encodeURIComponent(token)}` },
  products: {
    path: '/admin/products',
    getHref: (search?: URLSearchParams) => (search?.size ? `/admin/products?${search.toString()}` : '/admin/products'),
  },
  newProduct: { path: '/admin/products/new', getHref: () => '/admin/products/new' },
  catalogueCsv: { path: '/admin/products/import', getHref: () => '/admin/products/import' },
  product: { path: '/admin/products/:id', getHref: (id: string) => `/admin/products/${encodeURIComponent(id)}` },
  orders: {
    path: '/admin/orders',
    getHref: (search?: URLSearchParams) => (search?.size ? `/admin/orders?${search.toString()}` : '/admin/orders'),
  },
  customers: {
    path: '/admin/customers',
    getHref: (search?: URLSearchParams) =>
      search?.size ? `/admin/customers?${search.toString()}` : '/admin/customers',
  },
  customer: { path: '/admin/customers/:id', getHref: (id: string) => `/admin/customers/${encodeURIComponent(id)}` },
  /** An order taken by phone or WhatsApp (docs/decisions/132-phone-orders.md). */
  newOrder: { path: '/admin/orders/new', getHref: () => '/admin/orders/new' },
  order: { path: '/admin/orders/:id', getHref: (id: string) => `/admin/orders/${encodeURIComponent(id)}` },
  queue: { path: '/admin/queue', getHref: () => '/admin/queue' },
  returns: {
    path: '/admin/returns',
    getHref: (search?: URLSearchParams) => (search?.size ? `/admin/returns?${search.toString()}` : '/admin/returns'),
  },
  return: { path: '/admin/returns/:id', getHref: (id: string) => `/admin/returns/${encodeURIComponent(id)}` },
  messages: { path: '/admin/messages', getHref: () => '/admin/messages' },
  alerts: { path: '/admin/alerts', getHref: () => '/admin/alerts' },
  reviews: { path: '/admin/reviews', getHref: () => '/admin/reviews' },
  stockImport: { path: '/admin/stock/import', getHref: () => '/admin/stock/import' },
  staff: { path: '/admin/staff', getHref: () => '/admin/staff' },
  audit: { path: '/admin/activity', getHref: () => '/admin/activity' },
  settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  offers: {
    path: '/admin/offers',
    getHref: (search?: URLSearchParams) => (search?.size ? `/admin/offers?${search.toString()}` : '/admin/offers'),
  },
  /** `kind`: the kind the form starts with (a coupon by default). */
  newOffer: {
    path: '/admin/offers/new',
    getHref: (kind?: string) => (kind ? `/admin/offers/new?kind=${encodeURIComponent(kind)}` : '/admin/offers/new'),
  },
  offer: { path: '/admin/offers/:id', getHref: (id: string) => `/admin/offers/${encodeURIComponent(id)}` },
  salePrices: { path: '/admin/sale-prices', getHref: () => '/admin/sale-prices' },
  attributes: { path: '/admin/attributes', getHref: () => '/admin/attributes' },
  categories: { path: '/admin/categories', getHref: () => '/admin/categories' },
  collections: { path: '/admin/collections', getHref: () => '/admin/collections' },
  homeContent: { path: '/admin/home-page', getHref: () => '/admin/home-page' },
} as const;

/** The path inside the back office's own route table, which is mounted at /admin/*: '/admin/products' → 'products'. */
export function adminRoutePath(path: string): string {
  return path === adminPaths.home.path ? '' : path.slice(adminPaths.home.path.length + 1);
}

/**
 * Where to go after signing in: `next` when it is a back-office page, else the dashboard. Anything
 * else (another site, '//host', the shop, the sign-in screen itself) is ignored, so a link cannot
 * send a member of staff away from the back office.
 */
export function afterSignInHref(next: string | null | undefined): string {
  if (!next || next.startsWith('//') || next.includes('\\')) return adminPaths.home.getHref();
  const inside = next === adminPaths.home.path || /^\/admin[/?#]/.test(next);
  if (!inside || next.startsWith(adminPaths.signIn.path)) return adminPaths.home.getHref();
  return next;
}
