import type { HomeContent } from '@vastra/domain/catalog';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../shared/clock';
import type { CatalogService } from '../catalog';
import { seoRoutes } from './seo.routes';
import { createStorefrontRepository } from './storefront.repository';
import { storefrontRoutes } from './storefront.routes';
import { createStorefrontService, type HomeCategory, type StorefrontService } from './storefront.service';

export type { HomeSnapshot, ProductPage, StorefrontService } from './storefront.service';
export { SITEMAP_URLS_MAX, ROBOTS_DISALLOW } from './sitemap';

export interface StorefrontModule {
  /** GET /api/client/home and /api/client/products/:id/similar, registered under /api. */
  routes: FastifyPluginAsync;
  /** GET /sitemap.xml (and its numbered files) and /robots.txt, registered at the root. */
  seoRoutes: FastifyPluginAsync;
  /** The home picks and product pages, for the SPA's pages (injected by app.ts). */
  service: StorefrontService;
}

export interface StorefrontDeps {
  db: Db;
  catalog: Pick<CatalogService, 'listProducts' | 'getProduct' | 'listEntity'>;
  clock: Clock;
  publicUrl: string | undefined;
  /** The owner's home content (docs/decisions/094-home-content.md); the defaults when not given. */
  homeContent?: () => Promise<HomeContent>;
  /** The shop's categories in order (docs/decisions/097-categories.md); the seed's five when not given. */
  categories?: () => Promise<readonly HomeCategory[]>;
  random?: () => number;
  /** The visible collections' pages for the sitemap (docs/decisions/098-collections.md). */
  collectionPages?: () => Promise<{ slug: string; updatedAt: Date }[]>;
  /** A collection's first product ids for a home rail (docs/decisions/094-home-content.md); none when not given. */
  collectionProductIds?: (collectionId: string, limit: number) => Promise<string[]>;
}

/** The storefront's first-screen reads (docs/decisions/026-pages-carry-their-first-screen.md). */
export function createStorefrontModule(deps: StorefrontDeps): StorefrontModule {
  const { db, catalog, clock, publicUrl, homeContent, categories, random, collectionPages, collectionProductIds } =
    deps;
  const service = createStorefrontService({
    catalog,
    clock,
    ...(homeContent ? { homeContent } : {}),
    ...(categories ? { categories } : {}),
    ...(random ? { random } : {}),
    ...(collectionProductIds ? { collectionProductIds } : {}),
  });
  return {
    routes: storefrontRoutes(service),
    seoRoutes: seoRoutes({
      catalog,
      repo: createStorefrontRepository(db),
      publicUrl,
      ...(collectionPages ? { collections: collectionPages } : {}),
    }),
    service,
  };
}
