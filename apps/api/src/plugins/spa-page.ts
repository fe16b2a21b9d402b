// The SPA's page, made from the built index.html: the screen chunk's modulepreload hints and the
// product list as a JSON data block (not executed, so the CSP's script-src does not apply).
import { INITIAL_PRODUCTS_ELEMENT_ID } from '@vastra/domain/catalog';

/** The pages that differ: the three that show products first (docs/rules/performance.md), and every other one. */
export type PageKind = 'home' | 'shop' | 'product' | 'other';

/** Each page kind's screen module in the web app's source, as the Vite manifest names it. */
const SCREEN_SOURCES: Record<Exclude<PageKind, 'other'>, string> = {
  home: 'src/app/routes/home.tsx',
  shop: 'src/app/routes/shop.tsx',
  product: 'src/app/routes/product.tsx',
};

export function pageKindOf(pathname: string): PageKind {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (trimmed === '/' || trimmed === '') return 'home';
  if (trimmed === '/shop') return 'shop';
  if (trimmed.startsWith('/product/')) return 'product';
  return 'other';
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

/** JSON safe inside a <script> element: no '<' can close it or open a comment. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page: index.html with the screen's modulepreload hints and, when given, the product list. */
export function renderPage(
  template: string,
  page: { preload: readonly string[]; productsJson: string | null },
): string {
  const hints = page.preload
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  const data =
    page.productsJson === null
      ? ''
      : `<script type="application/json" ` +
        `id="${INITIAL_PRODUCTS_ELEMENT_ID}">${scriptSafeJson(page.productsJson)}</script>`;
  return insertBefore(insertBefore(template, '</head>', hints), '</body>', data);
}

function insertBefore(html: string, marker: string, insert: string): string {
  if (insert === '') return html;
  const at = html.lastIndexOf(marker);
  return at === -1 ? html + insert : html.slice(0, at) + insert + html.slice(at);
}
