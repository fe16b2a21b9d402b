// The <head> tags a storefront page carries as the server sends it: title, description, canonical,
// Open Graph, Twitter and schema.org JSON-LD (a data block: not executed, so the CSP is untouched).
import type {
  CollectionPageResponse,
  HomeResponse,
  ProductResponse,
  SearchResponse,
  ShopConfig,
} from '@vastra/domain/api';
import { CATALOG_MESSAGES, categoryLabel, type CategoryFilter } from '@vastra/domain/catalog';
import { nameIn, productTextIn, textsIn, type Language } from '@vastra/domain/i18n';
import { absoluteUrl } from '../shared/public-origin';

/** A text of the web app in the shopper's language, `{name}` filled from `values`. */
export type Translate = (text: string, values?: Readonly<Record<string, string | number>>) => string;

/** The texts as written, in English. */
export const ENGLISH_TEXTS: Translate = (text, values) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));

export interface HeadContext {
  /** The shop's origin, for absolute URLs (shared/public-origin.ts). */
  origin: string;
  /** config SHOP_NAME, the name GET /api/shop-config gives the app. */
  shopName: string;
  /** config LOGO_URL. */
  logoUrl: string;
  /**
   * The shopper's language (English when absent). The `<title>`, which the tab shows before the app runs, is in it;
   * the rest of the head is read by search engines and link previews, which ask without the shopper's cookie, and
   * stays English (docs/decisions/182-page-titles-in-the-shoppers-language.md).
   */
  language?: Language;
  /** The web app's texts in that language (its server build's `translatorOf`); English when absent. */
  t?: Translate;
  /** The shop's shown categories with their Hindi names (GET /api/shop-config's), for /shop's title. */
  categories?: ShopConfig['categories'];
}

const languageOf = (ctx: HeadContext): Language => ctx.language ?? 'en';
const textsOf = (ctx: HeadContext): Translate => ctx.t ?? ENGLISH_TEXTS;

/** The longest meta description; longer texts are cut at a word and end with '…'. */
export const DESCRIPTION_MAX = 160;

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON safe inside a <script> element: no '<' can close it or open a comment. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** The home page's title, as the app sets it (apps/web/src/lib/use-page-title.ts homeTitle), in English by default. */
export const homeTitle = (shopName: string, t: Translate = ENGLISH_TEXTS) =>
  t('{shopName} — Fashion start from here.', { shopName });
/** Every other page's title, as the app's usePageTitle sets it: '{page} | {shop name}'. */
export const pageTitle = (page: string, shopName: string) => `${page} | ${shopName}`;

/** A description of at most DESCRIPTION_MAX characters, whitespace collapsed. */
export function trimDescription(text: string, max: number = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** A rupee amount as schema.org and Open Graph take it: '799' or '799.50'. */
const amount = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

interface Social {
  title: string;
  description: string;
  url: string;
  type: 'website' | 'product';
  image: string | undefined;
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
const jsonLd = (data: object) => `<script type="application/ld+json">${scriptSafeJson(JSON.stringify(data))}</script>`;

function common(ctx: HeadContext, title: string, social: Social): string[] {
  const image = social.image === undefined ? undefined : absoluteUrl(ctx.origin, social.image);
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('description', social.description),
    `<link rel="canonical" href="${escapeHtml(social.url)}">`,
    property('og:type', social.type),
    property('og:title', social.title),
    property('og:description', social.description),
    property('og:url', social.url),
    property('og:site_name', ctx.shopName),
    ...(image ? [property('og:image', image)] : []),
    meta('twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', social.title),
    meta('twitter:description', social.description),
    ...(image ? [meta('twitter:image', image)] : []),
  ];
}

/**
 * What the shop sells, from its shown categories' names in order ("Kurti, Suits and Saree"), as the terms list them
 * (docs/decisions/159-category-names-with-the-shop.md); the five it starts with in words when no answer names them.
 */
export function whatItSells(names: readonly string[] | undefined): string {
  if (!names?.length) return 'kurtis, suits, sarees, t-shirts and shorts';
  return new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(names);
}

export function homeHead(ctx: HeadContext, home: HomeResponse | null): string {
  const url = `${ctx.origin}/`;
  const title = homeTitle(ctx.shopName);
  // The home's previews are one per shown category, in the shop's order.
  const sells = whatItSells(home?.previews.flatMap((p) => p.name ?? []));
  const description = `${ctx.shopName} — ${sells}, delivered across India.`;
  return [
    ...common(ctx, homeTitle(ctx.shopName, textsOf(ctx)), {
      title,
      description,
      url,
      type: 'website',
      image: home?.heroImages[0],
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: ctx.shopName, url, logo: absoluteUrl(ctx.origin, ctx.logoUrl) },
        {
          '@type': 'WebSite',
          name: ctx.shopName,
          url,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${ctx.origin}/shop?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    }),
  ].join('');
}

/** The shop's canonical address: the category kept, every other parameter dropped. */
export function shopCanonical(origin: string, category: CategoryFilter): string {
  return category === 'all' ? `${origin}/shop` : `${origin}/shop?category=${encodeURIComponent(category)}`;
}

/**
 * The shop page's head. With the search's answer, the category's name is the shop's own and a category the shop does
 * not have is the whole shop (its facets list the shown categories and the chosen one:
 * docs/decisions/097-categories.md).
 */
export function shopHead(ctx: HeadContext, asked: CategoryFilter, result: SearchResponse | null): string {
  const facet = result?.facets.categories.find((c) => c.value === asked);
  const category = result && !facet ? 'all' : asked;
  const label = facet?.name ?? categoryLabel(category);
  const title = pageTitle(category === 'all' ? 'Shop' : `Shop: ${label}`, ctx.shopName);
  const description =
    category === 'all'
      ? `Shop ${whatItSells(result?.facets.categories.map((c) => c.name))} at ${ctx.shopName}, delivered across India.`
      : `Shop ${label} at ${ctx.shopName}, delivered across India.`;
  const url = shopCanonical(ctx.origin, category);
  const items = result?.items ?? [];
  // The tab's title as the app names it (shop-page.tsx): the category's name in the shopper's language.
  const t = textsOf(ctx);
  const known = ctx.categories?.find((c) => c.slug === category);
  const shown = (known && nameIn(known, languageOf(ctx))) || label;
  const tab = pageTitle(category === 'all' ? t('Shop') : t('Shop: {name}', { name: shown }), ctx.shopName);
  return [
    ...common(ctx, tab, {
      title,
      description,
      url,
      type: 'website',
      image: items.find((p) => p.images[0])?.images[0],
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: title,
      description,
      url,
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: items.length,
        itemListElement: items.map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: `${ctx.origin}/product/${encodeURIComponent(product._id)}`,
          name: product.title,
        })),
      },
    }),
  ].join('');
}

export function productHead(ctx: HeadContext, product: ProductResponse): string {
  const url = `${ctx.origin}/product/${encodeURIComponent(product._id)}`;
  const description =
    trimDescription(product.description) || `${product.title}: ${categoryLabel(product.category)} at ${ctx.shopName}.`;
  const images = product.images.map((image) => absoluteUrl(ctx.origin, image));
  const price = amount(product.price);
  const rating = product.rating && product.rating.count > 0 ? product.rating : null;
  return [
    ...common(ctx, pageTitle(productTextIn(product, languageOf(ctx)).title, ctx.shopName), {
      title: product.title,
      description,
      url,
      type: 'product',
      image: images[0],
    }),
    property('product:price:amount', price),
    property('product:price:currency', 'INR'),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description,
      image: images,
      sku: product._id,
      productID: product._id,
      category: categoryLabel(product.category),
      brand: { '@type': 'Brand', name: ctx.shopName },
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'INR',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      },
      ...(rating
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count } }
        : {}),
    }),
  ].join('');
}

/** An unknown product's page: the app shows its 'Product not found'; search engines drop the address. */
export function productNotFoundHead(ctx: HeadContext): string {
  return [
    `<title>${escapeHtml(pageTitle(textsOf(ctx)(CATALOG_MESSAGES.productNotFound), ctx.shopName))}</title>`,
    meta('robots', 'noindex'),
  ].join('');
}

/**
 * A collection's page head (docs/decisions/098-collections.md): the owner's SEO title and description, else the
 * collection's title and description (else a line naming the shop); canonical without a cursor.
 */
export function collectionHead(ctx: HeadContext, page: CollectionPageResponse): string {
  const { collection, items } = page;
  const title = collection.seoTitle || pageTitle(collection.title, ctx.shopName);
  const description = trimDescription(
    collection.seoDescription || collection.description || `Shop ${collection.title} at ${ctx.shopName}.`,
  );
  const url = `${ctx.origin}/collections/${encodeURIComponent(collection.slug)}`;
  // A title shown in Hindi names the tab instead of the SEO title, as the app does (collection-page.tsx).
  const shown = textsIn({ title: collection.title }, collection.hindi, languageOf(ctx)).title;
  const tab = shown === collection.title ? title : pageTitle(shown, ctx.shopName);
  return [
    ...common(ctx, tab, {
      title,
      description,
      url,
      type: 'website',
      image: collection.image ?? items.find((p) => p.images[0])?.images[0],
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: title,
      description,
      url,
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: items.length,
        itemListElement: items.map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: `${ctx.origin}/product/${encodeURIComponent(product._id)}`,
          name: product.title,
        })),
      },
    }),
  ].join('');
}

/** An unknown or hidden collection: the shop's not-found page, kept out of search engines. */
export function pageNotFoundHead(ctx: HeadContext): string {
  const title = pageTitle(textsOf(ctx)('Page Not Found'), ctx.shopName);
  return [`<title>${escapeHtml(title)}</title>`, meta('robots', 'noindex')].join('');
}
