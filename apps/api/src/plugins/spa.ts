import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
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
import { languageFromCookie, type Language } from '@vastra/domain/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { createEntity, sendEntity, type HttpEntity } from '../shared/http-entity';
import { publicOrigin } from '../shared/public-origin';
import {
  collectionHead,
  homeHead,
  pageNotFoundHead,
  productHead,
  productNotFoundHead,
  shopHead,
  type HeadContext,
} from './spa-head';
import {
  isBackOfficePath,
  lowerCaseProductPath,
  pageKindOf,
  renderPage,
  routeChunks,
  shopAddressOf,
  type RouteChunks,
} from './spa-page';
import { registerWebAppManifest } from './web-app-manifest';

const IMMUTABLE = 'public, max-age=31536000, immutable';
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

/**
 * Serves the built SPA: hashed assets cached for a year, the page revalidated (no-cache + ETag), and
 * every unknown non-API path answered with the app (which shows the 404 page). Unknown /api paths
 * get JSON 404. The pages of /, /shop and /product/* carry what their first screen shows (and no
 * more: docs/decisions/026-pages-carry-their-first-screen.md), their own head tags, and a modulepreload
 * of their screen's chunk (docs/rules/performance.md); each is built and compressed once per catalogue
 * version (the home page once per pick), not per request.
 */
export async function registerSpa(app: FastifyInstance, config: Config, deps: SpaDeps = {}): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', staticCaching(filePath));
      },
    });
  }
  await registerWebAppManifest(app, config);
  const draw = hasSpa ? await loadFirstScreens(config.webDistDir) : null;
  const pages = hasSpa
    ? createPageCache(
        readFileSync(indexFile, 'utf8'),
        readManifestChunks(config.webDistDir),
        deps,
        (url, data, origin, shop, language, offers) =>
          draw === null
            ? Promise.resolve(null)
            : draw(url, data, origin, shop, language, offers).catch((error: unknown) => {
                // The page still carries its data: the browser draws it as before.
                app.log.error({ err: error, url }, 'the first screen could not be drawn on the server');
                return null;
              }),
      )
    : null;

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (pages === null)
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    const [pathname = '/', search = ''] = splitUrl(request.url);
    const lower = lowerCaseProductPath(pathname);
    if (lower !== null) return reply.redirect(search === '' ? lower : `${lower}?${search}`, 301);
    // The back office is the same app shell (an 'other' page: no catalogue inside); search engines keep out.
    if (isBackOfficePath(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    const ctx = {
      origin: publicOrigin(config.PUBLIC_URL, request),
      shopName: config.SHOP_NAME,
      logoUrl: config.LOGO_URL,
    };
    // The shopper's language (docs/decisions/136-hindi-storefront.md): the same address answers in either.
    reply.header('vary', 'Cookie');
    const page = await pages.get(pathname, search, ctx, languageFromCookie(request.headers.cookie));
    if (page.status === 404)
      return sendEntity(request, reply.code(404), page.entity, 'no-cache', { conditional: false });
    return sendEntity(request, reply, page.entity, 'no-cache');
  };

  app.get('/', { compress: false }, sendApp);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
    if (pathname === '/api' || pathname.startsWith('/api/') || isFile || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found`, code: 'not_found' });
    }
    return sendApp(request, reply);
  });
}

/**
 * Hashed build files for a year; the service worker and a drawn page's /boot.js always asked afresh (a new build
 * is a new worker, picked up on the next visit: docs/decisions/124-installable-and-offline.md); the other public
 * files for an hour.
 */
function staticCaching(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  return ['sw.js', 'boot.js'].includes(path.basename(filePath)) ? 'no-cache' : 'public, max-age=3600';
}

/** Draws a first screen as HTML from the page's data (the web app's apps/web/src/server/entry-server.tsx). */
type DrawFirstScreen = (
  url: string,
  data: InitialPage,
  origin: string,
  shop: ShopConfig | null,
  language: Language,
  offers: LiveOffersResponse | null,
) => Promise<string | null>;

/**
 * The web app's server build (apps/web/dist-ssr, beside dist), which draws first screens
 * (docs/decisions/135-first-screens-drawn-on-the-server.md); null without one, when the browser draws them.
 */
async function loadFirstScreens(distDir: string): Promise<DrawFirstScreen | null> {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen: DrawFirstScreen };
  return module.renderFirstScreen;
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/** The screen chunks of each page from the Vite manifest, or none when the build has no manifest. */
function readManifestChunks(distDir: string): RouteChunks {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file)
    ? routeChunks(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof routeChunks>[0])
    : {};
}

/**
 * What a page is built for: its origin, the shop's configuration it carries and the shopper's language (filed by all
 * three: `key`).
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
function createPageCache(template: string, chunks: RouteChunks, deps: SpaDeps, draw: DrawFirstScreen) {
  let version = '';
  const lru = new Map<string, Promise<Page>>();

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
   * the page shows (head and products), so an owner's change shows at once; an unknown or hidden slug is the shop's
   * not-found page with a 404.
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
    return cached(`collection|${at}|${head}|${shows}|${page.nextCursor}|${ctx.key}`, () =>
      build(ctx, 'collection', head, { kind: 'collection', slug, page }, 200, `/collections/${slug}`),
    );
  }

  return {
    async get(pathname: string, search: string, head: HeadContext, language: Language): Promise<Page> {
      const kind = pageKindOf(pathname);
      const [shop, offers] = await Promise.all([
        deps.shopConfig ? deps.shopConfig().catch(() => null) : null,
        deps.liveOffers ? deps.liveOffers().catch(() => null) : null,
      ]);
      // Filed by what every page carries too: a change of the shop's settings or of the offers live shows at once.
      const carried = `${shop === null ? '' : hashOf(shop)}|${offers === null ? '' : hashOf(offers)}`;
      const key = `${head.origin}|${language}|${carried}`;
      const ctx: PageContext = { ...head, shop, offers, language, key };
      if (kind === 'other') return cached(`other|${ctx.key}`, () => build(ctx, 'other', null, null));
      const at = await currentVersion();
      if (kind === 'collection') return collectionPage(ctx, at, pathname);
      if (kind === 'home') return homePage(ctx, at);
      if (kind === 'shop') return shopPage(ctx, at, search);
      return productPage(ctx, at, pathname);
    },
  };
}
