import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { createEntity, sendEntity, type HttpEntity } from '../shared/http-entity';
import { isBackOfficePath, pageKindOf, renderPage, routeChunks, type PageKind, type RouteChunks } from './spa-page';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_TYPE = 'text/html; charset=utf-8';

export interface SpaDeps {
  /**
   * The catalogue's prepared product list, sent inside the pages that show products. app.ts passes
   * the catalogue module's service; the plugin only needs this one method, so it names no module.
   */
  catalog?: { listEntity(): Promise<HttpEntity> };
}

/**
 * Serves the built SPA: hashed assets cached for a year, the page revalidated (no-cache + ETag), and
 * every unknown non-API path answered with the app (which shows the 404 page). Unknown /api paths
 * get JSON 404. The pages of /, /shop and /product/* carry the product list, so the first screen
 * needs no API round trip, and a modulepreload of their screen's chunk (docs/rules/performance.md); each page is
 * built and compressed once per catalogue version, not per request.
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
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600',
        );
      },
    });
  }
  const pages = hasSpa
    ? createPageCache(readFileSync(indexFile, 'utf8'), readManifestChunks(config.webDistDir), deps)
    : null;

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    if (pages === null)
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    const pathname = request.url.split('?')[0] ?? '/';
    // The back office is the same app shell (an 'other' page: no catalogue inside); search engines keep out.
    if (isBackOfficePath(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    return sendEntity(request, reply, await pages.get(pageKindOf(pathname)), 'no-cache');
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

/** The screen chunks of each page from the Vite manifest, or none when the build has no manifest. */
function readManifestChunks(distDir: string): RouteChunks {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file)
    ? routeChunks(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof routeChunks>[0])
    : {};
}

/**
 * The prepared pages: one entity per page kind, remade when the catalogue's list changes (its hash),
 * so a page costs a map lookup per request and one build + compression per catalogue version.
 */
function createPageCache(template: string, chunks: RouteChunks, deps: SpaDeps) {
  /** Pages without the list: other paths, or while the catalogue cannot be read. */
  const bare = new Map<PageKind, Promise<HttpEntity>>();
  let current = { listHash: '', pages: new Map<PageKind, Promise<HttpEntity>>() };

  const build = (kind: PageKind, productsJson: string | null) =>
    createEntity(renderPage(template, { preload: chunks[kind] ?? [], productsJson }), HTML_TYPE);

  function cached(pages: Map<PageKind, Promise<HttpEntity>>, kind: PageKind, make: () => Promise<HttpEntity>) {
    let page = pages.get(kind);
    if (!page) {
      page = make();
      pages.set(kind, page);
      // A failed build is not kept: the next request tries again.
      void page.catch(() => pages.delete(kind));
    }
    return page;
  }

  async function listOf(): Promise<HttpEntity | null> {
    if (!deps.catalog) return null;
    try {
      return await deps.catalog.listEntity();
    } catch {
      // The database is unreachable and nothing is cached: the app fetches the list itself later.
      return null;
    }
  }

  return {
    async get(kind: PageKind): Promise<HttpEntity> {
      const list = kind === 'other' ? null : await listOf();
      if (!list) return cached(bare, kind, () => build(kind, null));
      if (current.listHash !== list.hash) current = { listHash: list.hash, pages: new Map() };
      return cached(current.pages, kind, () => build(kind, list.bodies.identity.toString('utf8')));
    },
  };
}
