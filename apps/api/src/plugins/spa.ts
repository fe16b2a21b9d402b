import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { languageFromCookie } from '@vastra/domain/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sendEntity } from '../shared/http-entity';
import { publicOrigin } from '../shared/public-origin';
import { isBackOfficePath, lowerCaseProductPath, routeChunks, type RouteChunks } from './spa-page';
import { createPageCache, type DrawFirstScreen, type SpaDeps, type TranslatorOf } from './spa-pages';
import { registerWebAppManifest } from './web-app-manifest';

export { PAGES_KEPT, type SpaDeps } from './spa-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
  registerWebAppManifest(app, config, deps.shopConfig);
  const server = hasSpa ? await loadFirstScreens(config.webDistDir) : null;
  const draw = server?.renderFirstScreen ?? null;
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
        server?.translatorOf,
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

/** What the web app's server build gives: first screens, and its texts for the pages' titles (absent in older ones). */
interface WebServerBuild {
  renderFirstScreen: DrawFirstScreen;
  translatorOf?: TranslatorOf;
}

/**
 * The web app's server build (apps/web/dist-ssr, beside dist), which draws first screens
 * (docs/decisions/135-first-screens-drawn-on-the-server.md); null without one, when the browser draws them.
 */
async function loadFirstScreens(distDir: string): Promise<WebServerBuild | null> {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as WebServerBuild;
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
