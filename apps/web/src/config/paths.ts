/** The spec's route table (spec §2) as typed paths; screens link with these, never with literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  shop: {
    path: '/shop',
    getHref: (category?: string) => (category && category !== 'all' ? `/shop?category=${encodeURIComponent(category)}` : '/shop'),
  },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: { path: '/login', getHref: (mode?: 'login' | 'signup') => (mode ? `/login?mode=${mode}` : '/login') },
  product: { path: '/product/:id', getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  orders: { path: '/orders', getHref: () => '/orders' },
  order: { path: '/orders/:id', getHref: (id: string) => `/orders/${encodeURIComponent(id)}` },
  profile: { path: '/profile', getHref: () => '/profile' },
} as const;
