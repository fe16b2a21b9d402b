/** TanStack Query keys of the orders; keyed by the user, so another shopper never sees a cached list. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (userId: string | null) => [...orderKeys.all, 'mine', userId] as const,
  detail: (id: string, userId: string | null) => [...orderKeys.all, 'detail', id, userId] as const,
  tracking: (id: string, userId: string | null) => [...orderKeys.all, 'tracking', id, userId] as const,
  /** The texts' tracking link, by its token: the same for everyone who opens it. */
  publicTracking: (token: string) => [...orderKeys.all, 'public-tracking', token] as const,
};
