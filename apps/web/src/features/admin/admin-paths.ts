/** The back office's routes, under /admin; screens link with these, never with literals. */
export const adminPaths = {
  home: { path: '/admin', getHref: () => '/admin' },
  signIn: { path: '/admin/sign-in', getHref: () => '/admin/sign-in' },
  invite: { path: '/admin/invite/:token', getHref: (token: string) => `/admin/invite/${encodeURIComponent(token)}` },
  products: {
    path: '/admin/products',
    getHref: (search?: URLSearchParams) => (search?.size ? `/admin/products?${search.toString()}` : '/admin/products'),
  },
  newProduct: { path: '/admin/products/new', getHref: () => '/admin/products/new' },
  product: { path: '/admin/products/:id', getHref: (id: string) => `/admin/products/${encodeURIComponent(id)}` },
  stockImport: { path: '/admin/stock/import', getHref: () => '/admin/stock/import' },
  staff: { path: '/admin/staff', getHref: () => '/admin/staff' },
  audit: { path: '/admin/activity', getHref: () => '/admin/activity' },
} as const;
