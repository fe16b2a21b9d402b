import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { createEntity, sendEntity, type HttpEntity } from '../../shared/http-entity';
import { publicOrigin } from '../../shared/public-origin';
import type { CatalogService } from '../catalog';
import { robotsTxt, sitemapDocuments, sitemapUrls, type SitemapCollection } from './sitemap';
import type { StorefrontRepository } from './storefront.repository';

const XML_TYPE = 'application/xml; charset=utf-8';
/** Origins kept at once when PUBLIC_URL is not set (each Host a request names gets its own sitemap). */
const ORIGINS_KEPT = 4;

export interface SeoRoutesDeps {
  catalog: Pick<CatalogService, 'listEntity' | 'listProducts'>;
  repo: Pick<StorefrontRepository, 'updatedAtOfActive' | 'shownCategories'>;
  publicUrl: string | undefined;
  /** The visible collections' pages (docs/decisions/098-collections.md); none when not given. */
  collections?: () => Promise<SitemapCollection[]>;
}

/**
 * GET /sitemap.xml (and its numbered files past 50,000 URLs) and GET /robots.txt, at the site's root.
 * The sitemap is built and compressed once per catalogue version (the list's hash and the shown categories) and origin.
 */
export function seoRoutes({ catalog, repo, publicUrl, collections }: SeoRoutesDeps): FastifyPluginAsync {
  let version = '';
  let built = new Map<string, Promise<Map<string, HttpEntity>>>();

  async function build(
    origin: string,
    categories: readonly string[],
    pages: readonly SitemapCollection[],
  ): Promise<Map<string, HttpEntity>> {
    const [products, updatedAt] = await Promise.all([catalog.listProducts(), repo.updatedAtOfActive()]);
    const documents = sitemapDocuments(origin, sitemapUrls(origin, products, updatedAt, categories, pages));
    const entries = await Promise.all(
      [...documents].map(async ([path, xml]) => [path, await createEntity(xml, XML_TYPE)] as const),
    );
    return new Map(entries);
  }

  async function documentsFor(origin: string): Promise<Map<string, HttpEntity>> {
    // The version is the products', the shown categories' and the collections': adding, moving, hiding or removing a
    // category or a collection changes no product, and each list is one small query.
    const [{ hash }, categories, pages] = await Promise.all([
      catalog.listEntity(),
      repo.shownCategories(),
      collections ? collections() : Promise.resolve([]),
    ]);
    const current = `${hash}\n${categories.join(',')}\n${JSON.stringify(pages)}`;
    if (current !== version) {
      version = current;
      built = new Map();
    }
    let documents = built.get(origin);
    if (!documents) {
      if (built.size >= ORIGINS_KEPT) built.delete(built.keys().next().value ?? '');
      const made = build(origin, categories, pages);
      documents = made;
      built.set(origin, made);
      void made.catch(() => built.get(origin) === made && built.delete(origin));
    }
    return documents;
  }

  return async (app) => {
    const robots = new Map<string, Promise<HttpEntity>>();
    app.get('/robots.txt', { compress: false }, async (request, reply) => {
      const origin = publicOrigin(publicUrl, request);
      let entity = robots.get(origin);
      if (!entity) {
        if (robots.size >= ORIGINS_KEPT) robots.delete(robots.keys().next().value ?? '');
        entity = createEntity(robotsTxt(origin), 'text/plain; charset=utf-8');
        robots.set(origin, entity);
      }
      return sendEntity(request, reply, await entity, 'public, max-age=3600');
    });

    async function sendSitemap(path: string, request: FastifyRequest, reply: FastifyReply) {
      const entity = (await documentsFor(publicOrigin(publicUrl, request))).get(path);
      if (!entity) throw new AppError('not-found', 'Sitemap not found');
      return sendEntity(request, reply, entity, 'no-cache');
    }
    app.get('/sitemap.xml', { compress: false }, (request, reply) => sendSitemap('/sitemap.xml', request, reply));
    // The numbered files of a sitemap index: /sitemap-products-1.xml … (only while there are that many URLs).
    app.get<{ Params: { n: string } }>('/sitemap-products-:n', { compress: false }, (request, reply) => {
      const match = /^([1-9]\d{0,5})\.xml$/.exec(request.params.n);
      if (!match) throw new AppError('not-found', 'Sitemap not found');
      return sendSitemap(`/sitemap-products-${match[1]}.xml`, request, reply);
    });
  };
}
