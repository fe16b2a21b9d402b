// The SPA's page, made from the built index.html: the screen chunk's modulepreload hints, the page's
// own head tags (spa-head.ts) and what its first screen shows as a JSON data block (not executed, so
// the CSP's script-src does not apply).
import { SearchQuery, type InitialPage, type LiveOffersResponse, type ShopConfig } from '@vastra/domain/api';
import {
  INITIAL_PAGE_ELEMENT_ID,
  LIVE_OFFERS_ELEMENT_ID,
  PAGE_SCRIPTS_ELEMENT_ID,
  SHOP_CONFIG_ELEMENT_ID,
  readShopQuery,
  shopQueryString,
  type CategoryFilter,
  type PageScripts,
} from '@vastra/domain/catalog';
import { escapeHtml, scriptSafeJson } from './spa-head';
import { LOCALES, type Language } from '@vastra/domain/i18n';

/**
 * The pages that differ: the three that show products first (docs/rules/performance.md), a collection's page (its own
 * head: docs/decisions/098-collections.md), and every other one.
 */
export type PageKind = 'home' | 'shop' | 'product' | 'collection' | 'other';

/** Each page kind's screen module in the web app's source, as the Vite manifest names it. */
const SCREEN_SOURCES: Record<Exclude<PageKind, 'other'>, string> = {
  home: 'src/app/routes/home.tsx',
  shop: 'src/app/routes/shop.tsx',
  product: 'src/app/routes/product.tsx',
  collection: 'src/app/routes/collection.tsx',
};

export function pageKindOf(pathname: string): PageKind {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (trimmed === '/' || trimmed === '') return 'home';
  if (trimmed === '/shop') return 'shop';
  if (trimmed.startsWith('/product/')) return 'product';
  if (trimmed.startsWith('/collections/')) return 'collection';
  return 'other';
}

/**
 * A product's address with capitals in its id, written as the shop writes it (lower case), or null when it already is:
 * the page is drawn for one address, which the browser must be at to take it over.
 */
export function lowerCaseProductPath(pathname: string): string | null {
  if (!pathname.startsWith('/product/')) return null;
  const lower = pathname.toLowerCase();
  return lower === pathname ? null : lower;
}

/** The back office's pages (/admin and below): served the app shell like any 'other' page, never indexed. */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The JavaScript files (absolute URLs) each page kind needs beyond what index.html already loads. */
export type RouteChunks = Partial<Record<PageKind, string[]>>;

/**
 * From the Vite manifest: each screen's chunk and its static imports, less the entry's own (which
 * index.html already preloads), so the browser fetches the screen alongside the entry instead of
 * after it has run.
 */
export function routeChunks(manifest: Record<string, ManifestChunk>): RouteChunks {
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const next of chunk.imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);
  const result: RouteChunks = {};
  for (const [kind, source] of Object.entries(SCREEN_SOURCES) as [PageKind, string][]) {
    if (!manifest[source]) continue;
    result[kind] = [...closure(source)].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
  }
  return result;
}

export interface ShopAddress {
  /** The category the page shows ('all' when none or an unknown one: docs/rules/catalogue.md#shop). */
  category: CategoryFilter;
  /** The search the page answers, or null when a parameter is out of range (the app then asks itself). */
  search: { query: SearchQuery; queryString: string } | null;
}

/**
 * Reads /shop's query string as the shop itself does (the domain's readShopQuery: the shop's own
 * parameters, forgiving, others such as a campaign's ignored) and answers with its normalised form
 * (shopQueryString), the key the web app matches the embedded first page by.
 */
export function shopAddressOf(search: string): ShopAddress {
  const params = new URLSearchParams(search);
  const shop = readShopQuery(params);
  const queryString = shopQueryString(shop, params.get('cursor')?.trim() || null);
  const parsed = SearchQuery.safeParse(Object.fromEntries(new URLSearchParams(queryString)));
  return { category: shop.category, search: parsed.success ? { query: parsed.data, queryString } : null };
}

/** The template without its own <title> and description, which a page with its own head tags replaces. */
export function withoutDefaultHead(template: string): string {
  return template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
}

/** Where the app draws, empty in index.html: the server's first screen goes inside. */
const ROOT = '<div id="root"></div>';

/**
 * The page: index.html with the screen's modulepreload hints and, when given, its own head tags
 * (replacing the template's title and description), its first screen's data and that screen drawn from it.
 */
export function renderPage(
  template: string,
  page: {
    preload: readonly string[];
    head?: string | null;
    data?: InitialPage | null;
    shop?: ShopConfig | null;
    /** The offers live now (GET /api/offers' answer), for the page's offer badges. */
    offers?: LiveOffersResponse | null;
    firstScreen?: string | null;
    /** The shopper's language, the page's `lang` (docs/decisions/136-hindi-storefront.md); English when not given. */
    language?: Language;
  },
): string {
  const drawn = Boolean(page.firstScreen);
  const hints = page.preload
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  const data = jsonBlock(INITIAL_PAGE_ELEMENT_ID, page.data);
  const shop = jsonBlock(SHOP_CONFIG_ELEMENT_ID, page.shop);
  const offers = jsonBlock(LIVE_OFFERS_ELEMENT_ID, page.offers);
  const head = page.head ?? '';
  const withHead = head === '' ? template : withoutDefaultHead(template);
  const inLanguage = withHead.replace(/<html(?: lang="[^"]*")?/, `<html lang="${LOCALES[page.language ?? 'en']}"`);
  const html = insertBefore(insertBefore(inLanguage, '</head>', head + hints), '</body>', shop + offers + data);
  return drawn ? scriptsAfterThePaint(html).replace(ROOT, () => `<div id="root">${page.firstScreen}</div>`) : html;
}

/** A JSON block the web app reads once (apps/web/src/lib/initial-page.ts); nothing for no value. */
function jsonBlock(id: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  return `<script type="application/json" id="${id}">${scriptSafeJson(JSON.stringify(value))}</script>`;
}

/**
 * A page drawn on the server paints from its HTML and styles; the app's JavaScript only takes it over. Its module
 * script and preloads are named in a JSON block instead, which /boot.js (apps/web/src/boot/boot.ts) loads once the
 * page has painted, so on a slow connection they never compete with what the shopper sees first
 * (docs/decisions/135-first-screens-drawn-on-the-server.md).
 */
function scriptsAfterThePaint(html: string): string {
  let entry = '';
  const preload: string[] = [];
  const without = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preload.push(href);
      return '';
    });
  if (entry === '') return html;
  const scripts: PageScripts = { entry, preload };
  const block =
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">` +
    `${scriptSafeJson(JSON.stringify(scripts))}</script><script defer src="/boot.js"></script>`;
  return insertBefore(without, '</body>', block);
}

function insertBefore(html: string, marker: string, insert: string): string {
  if (insert === '') return html;
  const at = html.lastIndexOf(marker);
  return at === -1 ? html + insert : html.slice(0, at) + insert + html.slice(at);
}
