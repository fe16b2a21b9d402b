import { useEffect } from 'react';
import { useShopName } from './shop-config';

/** The home page's title: the shop's name and its tagline (docs/rules/README.md#the-shop), as index.html has it. */
export function homeTitle(shopName: string): string {
  return `${shopName} — Fashion start from here.`;
}

/**
 * Gives the page its own `<title>`: '{page} | {shop name}' (the shop's name from its configuration),
 * or the home title when `page` is null. Tabs, history and bookmarks then tell the pages apart.
 */
export function usePageTitle(page: string | null): void {
  const shopName = useShopName();
  useEffect(() => {
    document.title = page === null ? homeTitle(shopName) : `${page} | ${shopName}`;
  }, [page, shopName]);
}
