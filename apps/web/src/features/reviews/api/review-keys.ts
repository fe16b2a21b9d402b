/** TanStack Query keys of the reviews; every review query is built from these. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (productId: string) => [...reviewKeys.all, 'list', productId] as const,
  summary: (productId: string) => [...reviewKeys.all, 'summary', productId] as const,
  eligibilityOf: (productId: string) => [...reviewKeys.all, 'eligibility', productId] as const,
  // Keyed by the user (not the token, which stays out of the cache) so another shopper asks again.
  eligibility: (productId: string, userId: string | null) => [...reviewKeys.eligibilityOf(productId), userId] as const,
};
