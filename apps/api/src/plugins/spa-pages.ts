import { createHash } from 'node:crypto';
import type {
  CollectionPageResponse,
  HomeResponse,
  InitialPage,
  LiveOffersResponse,
  ProductResponse,
  SearchQuery,
  SearchResponse,
  ShopConfig,
} from '@vastra/domain/api';
import type { Language } from '@vastra/domain/i18n';
import { createEntity, type HttpEntity } from '../shared/http-entity';
import {
  collectionHead,
  homeHead,
  pageNotFoundHead,
  productHead,
  productNotFoundHead,
  shopHead,
  type HeadContext,
  type Translate,
} from './spa-head';
import { pageKindOf, renderPage, shopAddressOf, type RouteChunks } from './spa-page';

// The storefront's prepared pages (plugins/spa.ts serves them): built, drawn and compressed once per catalogue version
// and what they carry, then answered from memory.

const HTML_TYPE = 'text/html; charset=utf-8';
/** Product and shop pages kept per catalogue version (least recently used dropped first). */
export const PAGES_KEPT = 300;

/** What the pages read; app.ts passes the modules' services, the plugin names no module. */
export interface SpaDeps {
  /** The catalogue's prepared list: only its hash is read, as the catalogue's version. */
  catalog?: { listEntity(): Promise<HttpEntity> };
  /** The home page's picks and a product with its similar ones (modules/storefront). */
  storefront?: {
    home(): Promise<{ key: string; home: HomeResponse }>;
    productPage(id: string): Promise<{ product: ProductResponse; similar: ProductResponse[] } | null>;
  };
  /** The shop's search (GET /api/client/search's answer), for /shop's first page. */
  search?: { search(query: SearchQuery): Promise<SearchResponse> };
  /** A visible collection's first page, or null (modules/collections: docs/decisions/098-collections.md). */
  collections?: { page(slug: string): Promise<CollectionPageResponse | null> };
  /** GET /api/shop-config's answer, which every page carries (modules/shop-config). */
  shopConfig?: () => Promise<ShopConfig>;
  /** GET /api/offers' answer, which every page carries for its offer badges (modules/orders). */
  liveOffers?: () => Promise<LiveOffersResponse>;
}

/** Draws a first screen as HTML from the page's data (the web app's apps/web/src/server/entry-server.tsx). */
export type DrawFirstScreen = (
  url: string,
  data: InitialPage,
  origin: string,
  shop: ShopConfig | null,
  language: Language,
  offers: LiveOffersResponse | null,
) => Promise<string | null>;

/** The web app's texts in a language, for the titles of the pages' heads (its server build's `translatorOf`). */
export type TranslatorOf = (language: Language) => Promise<Translate>;

/**
 * What a page is built for: its origin, the shop's configuration and the live offers it carries and the shopper's
 * language (filed by all of them: `key`).
 */
type PageContext = HeadContext & {
  shop: ShopConfig | null;
  offers: LiveOffersResponse | null;
  language: Language;
  key: string;
};

const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

interface Page {
  entity: HttpEntity;
  status: 200 | 404;
}

/**
 * The prepared pages, filed by catalogue version (the list's hash), origin and what the page shows:
 * a page costs a map lookup per request and one build + compression per version. Home, product and
 * shop pages share one bounded LRU, emptied when the catalogue changes.
 */
export function createPageCache(
  template: string,
  chunks: RouteChunks,
  deps: SpaDeps,
  draw: DrawFirstScreen,
  translatorOf?: TranslatorOf,
) {
  let version = '';
  const lru = new Map<string, Promise<Page>>();
  const translators = new Map<Language, Promise<Translate | undefined>>();

  /** A language's texts, loaded once; English's as written when the web app's server build has none. */
  function translatorIn(language: Language): Promise<Translate | undefined> {
    let texts = translators.get(language);
    if (!texts) {
      texts =
        translatorOf && language !== 'en' ? translatorOf(language).catch(() => undefined) : Promise.resolve(undefined);
      translators.set(language, texts);
    }
    return texts;
  }

  /** A kept page, marked as just used. */
  function touch(key: string): Promise<Page> | undefined {
    const hit = lru.get(key);
    if (hit) {
      lru.delete(key);
      lru.set(key, hit);
    }
    return hit;
  }

  function cached(key: string, make: () => Promise<Page>): Promise<Page> {
    const hit = touch(key);
    if (hit) return hit;
    const page = make();
    lru.set(key, page);
    if (lru.size > PAGES_KEPT) lru.delete(lru.keys().next().value ?? '');
    // A failed build is not kept: the next request tries again.
    void page.catch(() => lru.get(key) === page && lru.delete(key));
    return page;
  }

  /**
   * A page for `ctx` (its origin and the shop's configuration, which every page carries); one with data is drawn as the
   * app draws it at `drawnAt` (its address).
   */
  const build = async (
    ctx: PageContext,
    kind: 'home' | 'shop' | 'product' | 'collection' | 'other',
    head: string | null,
    data: InitialPage | null,
    status: Page['status'] = 200,
    drawnAt?: string,
  ): Promise<Page> => {
    const firstScreen =
      data !== null && drawnAt ? await draw(drawnAt, data, ctx.origin, ctx.shop, ctx.language, ctx.offers) : null;
    const html = renderPage(template, {
      preload: chunks[kind] ?? [],
      head,
      data,
      shop: ctx.shop,
      offers: ctx.offers,
      firstScreen,
      language: ctx.language,
    });
    return { entity: await createEntity(html, HTML_TYPE), status };
  };

  async function currentVersion(): Promise<string | null> {
    if (!deps.catalog) return null;
    try {
      const hash = (await deps.catalog.listEntity()).hash;
      if (hash !== version) {
        version = hash;
        lru.clear();
      }
      return hash;
    } catch {
      // The database is unreachable and nothing is cached: the app asks the API itself later.
      return null;
    }
  }

  async function homePage(ctx: PageContext, at: string | null): Promise<Page> {
    const snapshot = at === null || !deps.storefront ? null : await deps.storefront.home().catch(() => null);
    if (!snapshot) return cached(`home|bare|${ctx.key}`, () => build(ctx, 'home', homeHead(ctx, null), null));
    return cached(`home|${at}|${snapshot.key}|${ctx.key}`, () =>
      build(ctx, 'home', homeHead(ctx, snapshot.home), { kind: 'home', home: snapshot.home }, 200, '/'),
    );
  }

  function shopPage(ctx: PageContext, at: string | null, search: string): Promise<Page> {
    const address = shopAddressOf(search);
    const answered = address.search;
    if (at === null || answered === null || !deps.search) {
      return cached(`shop|bare|${address.category}|${ctx.key}`, () =>
        build(ctx, 'shop', shopHead(ctx, address.category, null), null),
      );
    }
    const searcher = deps.search;
    return cached(`shop|${at}|${answered.queryString}|${ctx.key}`, async () => {
      const result = await searcher.search(answered.query);
      const data: InitialPage = { kind: 'shop', query: answered.queryString, result };
      const drawnAt = `/shop${answered.queryString === '' ? '' : `?${answered.queryString}`}`;
      return build(ctx, 'shop', shopHead(ctx, address.category, result), data, 200, drawnAt);
    });
  }

  async function productPage(ctx: PageContext, at: string | null, pathname: string): Promise<Page> {
    const notFound = () =>
      cached(`product|404|${ctx.key}`, () => build(ctx, 'product', productNotFoundHead(ctx), null, 404));
    const storefront = deps.storefront;
    if (at === null || !storefront) return cached(`product|bare|${ctx.key}`, () => build(ctx, 'product', null, null));
    let id: string;
    try {
      id = decodeURIComponent(pathname.slice('/product/'.length).replace(/\/+$/, '')).toLowerCase();
    } catch {
      return notFound();
    }
    const key = `product|${at}|${id}|${ctx.key}`;
    const hit = touch(key);
    if (hit) return hit;
    // Looked up before filing, so unknown ids (one shared 404 page) never push real pages out.
    const page = await storefront.productPage(id);
    if (!page) return notFound();
    return cached(key, () =>
      build(
        ctx,
        'product',
        productHead(ctx, page.product),
        { kind: 'product', ...page },
        200,
        `/product/${encodeURIComponent(id)}`,
      ),
    );
  }

  /**
   * A collection's page: its head and its first page of products, drawn, filed by the catalogue's version and what
   * the page shows (head, texts and products), so an owner's change shows at once; an unknown or hidden slug is the
   * shop's not-found page with a 404.
   */
  async function collectionPage(ctx: PageContext, at: string | null, pathname: string): Promise<Page> {
    const collections = deps.collections;
    if (!collections) return cached(`collection|bare|${ctx.key}`, () => build(ctx, 'collection', null, null));
    let slug: string;
    try {
      slug = decodeURIComponent(pathname.slice('/collections/'.length).replace(/\/+$/, ''));
    } catch {
      slug = '';
    }
    const page = /^[a-z0-9-]{1,60}$/.test(slug) ? await collections.page(slug).catch(() => undefined) : null;
    if (page === undefined) return cached(`collection|bare|${ctx.key}`, () => build(ctx, 'collection', null, null));
    if (page === null)
      return cached(`collection|404|${ctx.key}`, () => build(ctx, 'collection', pageNotFoundHead(ctx), null, 404));
    const head = collectionHead(ctx, page);
    const shows = page.items.map((item) => item._id).join(',');
    // Its texts too, which the head may not carry: the description past the head's cut or under an SEO description,
    // and the Hindi ones a Hindi page draws (docs/decisions/175-collections-in-hindi.md).
    const texts = hashOf(page.collection);
    return cached(`collection|${at}|${head}|${texts}|${shows}|${page.nextCursor}|${ctx.key}`, () =>
      build(ctx, 'collection', head, { kind: 'collection', slug, page }, 200, `/collections/${slug}`),
    );
  }

  return {
    async get(pathname: string, search: string, head: HeadContext, language: Language): Promise<Page> {
      const kind = pageKindOf(pathname);
      // Only pages that show products draw offer badges: the others neither ask for the offers nor carry a block
      // nobody would read.
      const liveOffers = kind === 'other' ? undefined : deps.liveOffers;
      const [shop, offers, t] = await Promise.all([
        deps.shopConfig ? deps.shopConfig().catch(() => null) : null,
        liveOffers ? liveOffers().catch(() => null) : null,
        translatorIn(language),
      ]);
      // Filed by what the page carries too: a change of the shop's settings or of the offers live shows at once.
      const carried = `${shop === null ? '' : hashOf(shop)}|${offers === null ? '' : hashOf(offers)}`;
      const key = `${head.origin}|${language}|${carried}`;
      const named = { ...(t ? { t } : {}), ...(shop?.categories ? { categories: shop.categories } : {}) };
      const ctx: PageContext = { ...head, ...named, shop, offers, language, key };
      if (kind === 'other') return cached(`other|${ctx.key}`, () => build(ctx, 'other', null, null));
      const at = await currentVersion();
      if (kind === 'collection') return collectionPage(ctx, at, pathname);
      if (kind === 'home') return homePage(ctx, at);
      if (kind === 'shop') return shopPage(ctx, at, search);
      return productPage(ctx, at, pathname);
    },
  };
}
