import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useI18n } from './i18n';
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

/**
 * A category's name as the shopper reads it: on a Hindi page the Hindi name the shop's configuration gives it
 * (docs/decisions/172-category-names-in-hindi.md), else the name it gives it, else `name` (a hidden category is not in
 * the configuration), else the slug.
 */
export function useCategoryNameIn(): (slug: string, name?: string) => string {
  const { language } = useI18n();
  const named = useShopConfig().data?.categories;
  // The same function while the language and the names stay: lists made with it (the shop's filter buttons, which
  // centre the chosen one when their list changes) are made again only then.
  return useCallback(
    (slug, name) => {
      const known = named?.find((c) => c.slug === slug);
      return (language === 'hi' && known?.hindiName) || known?.name || name || slug;
    },
    [language, named],
  );
}
