import type { InitialPage, ShopConfig } from '@vastra/domain/api';
import { INITIAL_PAGE_ELEMENT_ID, SHOP_CONFIG_ELEMENT_ID } from '@vastra/domain/catalog';

let taken: InitialPage | null | undefined;
let serverOrigin = 'http://localhost';
let serverShop: ShopConfig | null = null;
let pageShop: ShopConfig | null | undefined;
/** Which page was provided last: readers that hold parts of it (initial-product-page.ts) read afresh on a new one. */
let generation = 0;

export function initialPageGeneration(): number {
  return generation;
}

/**
 * The page's origin, which product photos are resolved against: the browser's, or on the server the one the page is
 * drawn for (src/server/entry-server.tsx), so both draw the same addresses.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

/**
 * The first-screen data the server put inside this page (apps/api plugins/spa-page.ts), read once:
 * the block is removed from the document and parsed without zod (zod is not on the first paint).
 * Undefined when the page has none (dev server, tests, other pages) or it is not this kind; a later
 * page of the same visit always fetches.
 */
export function takeInitialPage<K extends InitialPage['kind']>(kind: K): Extract<InitialPage, { kind: K }> | undefined {
  if (taken === undefined) taken = takeBlock<InitialPage>(INITIAL_PAGE_ELEMENT_ID);
  const page = taken;
  if (page?.kind !== kind) return undefined;
  taken = null; // once: the next screen of this visit asks the API
  return page as Extract<InitialPage, { kind: K }>;
}

/**
 * The server's render (src/server/entry-server.tsx): the page it draws, taken like the document's block. Renders are
 * synchronous, so one render never sees another's page.
 */
export function provideInitialPage(page: InitialPage | null, origin: string, shop: ShopConfig | null): void {
  taken = page;
  serverOrigin = origin;
  serverShop = shop;
  generation += 1;
}

/**
 * The shop's configuration the page carries (GET /api/shop-config's answer, apps/api plugins/spa-page.ts), read once
 * and kept: the navbar's name, logo and menu need no request. Undefined when the page has none (dev server, tests).
 */
export function pageShopConfig(): ShopConfig | undefined {
  // While the server draws (provideInitialPage), its configuration; in the browser, the page's.
  if (serverShop !== null || typeof document === 'undefined') return serverShop ?? undefined;
  if (pageShop === undefined) pageShop = takeBlock<ShopConfig>(SHOP_CONFIG_ELEMENT_ID);
  return pageShop ?? undefined;
}

/** A JSON block of the page, removed from the document and parsed without zod (zod is not on the first paint). */
export function takeBlock<T>(id: string): T | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  element?.remove();
  try {
    return element ? (JSON.parse(element.textContent || 'null') as T | null) : null;
  } catch {
    return null;
  }
}

/** Tests: forget what was taken, so the next call reads the document again. */
export function resetInitialPageForTests(): void {
  taken = undefined;
  pageShop = undefined;
}
