import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAfterFirstPaint } from './api/call-after-first-paint';
import { pageShopConfig } from './initial-page';

/** GET /api/shop-config: brand, support email, masked phone, social link, logo (docs/rules/ui.md#web-conventions). */
export const shopConfigQueryOptions = queryOptions({
  queryKey: ['shop-config'] as const,
  queryFn: async ({ signal }) => {
    return callAfterFirstPaint('shopConfig', { signal });
  },
  // The configuration the page brought: drawn by the server and hydrated without asking.
  initialData: pageShopConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useShopConfig() {
  return useQuery(shopConfigQueryOptions);
}

/** The brand shown while the configuration loads or if it cannot be read. */
export const FALLBACK_SHOP_NAME = 'Vastra';

/** The shop's name, or the fallback until GET /api/shop-config answers. */
export function useShopName(): string {
  return useShopConfig().data?.name || FALLBACK_SHOP_NAME;
}
