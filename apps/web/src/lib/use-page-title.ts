import { useEffect } from 'react';
import { ENGLISH, useI18n, type Translator } from './i18n';
import { useShopName } from './shop-config';

/**
 * The home page's title: the shop's name and its tagline (docs/rules/README.md#the-shop), as index.html has it; in the
 * shopper's language.
 */
export function homeTitle(shopName: string, t: Translator['t'] = ENGLISH.t): string {
  return t('{shopName} — Fashion start from here.', { shopName });
}

/**
 * Gives the page its own `<title>`: '{page} | {shop name}' (the shop's name from its configuration),
 * or the home title when `page` is null. Tabs, history and bookmarks then tell the pages apart.
 */
export function usePageTitle(page: string | null): void {
  const shopName = useShopName();
  const { t } = useI18n();
  useEffect(() => {
    document.title = page === null ? homeTitle(shopName, t) : `${page} | ${shopName}`;
  }, [page, shopName, t]);
}
