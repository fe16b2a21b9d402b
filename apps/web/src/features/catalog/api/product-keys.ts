/** TanStack Query keys of the catalogue; every product query is built from these. */
export const productKeys = {
  all: ['products'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  similar: (id: string) => [...productKeys.all, 'similar', id] as const,
  home: () => [...productKeys.all, 'home'] as const,
};
