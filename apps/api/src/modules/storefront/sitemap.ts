import { CATEGORIES } from '@vastra/domain/catalog';
import { POLICY_SLUGS } from '@vastra/domain/policies';

// The sitemap (GET /sitemap.xml) and robots.txt as text: pure, so the routes only cache and send them.

/** The most URLs one sitemap file may list; more become a sitemap index of numbered files. */
export const SITEMAP_URLS_MAX = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** A visible collection's page (docs/decisions/098-collections.md). */
export interface SitemapCollection {
  slug: string;
  updatedAt: Date;
}

/**
 * The pages search engines should find: home, the shop, each category's shop page, the visible collections' pages,
 * the policy pages and every active product.
 */
export function sitemapUrls(
  origin: string,
  products: readonly { _id: string }[],
  updatedAt: ReadonlyMap<string, Date>,
  /** The shown categories in order (docs/decisions/097-categories.md); the seed's five when not given. */
  categories: readonly string[] = CATEGORIES,
  collections: readonly SitemapCollection[] = [],
): SitemapUrl[] {
  const page = (path: string): SitemapUrl => ({ loc: `${origin}${path}` });
  return [
    page('/'),
    page('/shop'),
    ...categories.map((category) => page(`/shop?category=${encodeURIComponent(category)}`)),
    ...collections.map((c) => ({ loc: `${origin}/collections/${encodeURIComponent(c.slug)}`, lastmod: c.updatedAt })),
    ...POLICY_SLUGS.map((slug) => page(`/policies/${slug}`)),
    ...products.map((product) => {
      const lastmod = updatedAt.get(product._id);
      return { loc: `${origin}/product/${encodeURIComponent(product._id)}`, ...(lastmod ? { lastmod } : {}) };
    }),
  ];
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
/** W3C datetime to the second, as sitemaps take it. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The child sitemap files' paths: /sitemap-products-1.xml, -2 … */
export const childSitemapPath = (n: number) => `/sitemap-products-${n}.xml`;

/**
 * The sitemap documents by path: /sitemap.xml alone when the URLs fit one file, else /sitemap.xml as an
 * index of numbered files of SITEMAP_URLS_MAX URLs each.
 */
export function sitemapDocuments(
  origin: string,
  urls: readonly SitemapUrl[],
  max: number = SITEMAP_URLS_MAX,
): Map<string, string> {
  if (urls.length <= max) return new Map([['/sitemap.xml', urlset(urls)]]);
  const documents = new Map<string, string>();
  const children: string[] = [];
  for (let start = 0, n = 1; start < urls.length; start += max, n += 1) {
    documents.set(childSitemapPath(n), urlset(urls.slice(start, start + max)));
    children.push(`<sitemap><loc>${escapeXml(`${origin}${childSitemapPath(n)}`)}</loc></sitemap>`);
  }
  documents.set('/sitemap.xml', `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${children.join('\n')}\n</sitemapindex>\n`);
  return documents;
}

/** The private pages crawlers are kept out of (apps/web/src/config/paths.ts), and the API. */
export const ROBOTS_DISALLOW = [
  '/admin',
  '/api/',
  '/cart',
  '/checkout',
  '/orders',
  '/profile',
  '/login',
  '/account',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
