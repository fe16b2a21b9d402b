import type { HomeResponse, ProductResponse } from '@vastra/domain/api';
import {
  CATEGORIES,
  HOME_CATEGORY_TILES,
  HOME_REPICK_MS,
  categoryCover,
  categoryPreview,
  handpickedFavourites,
  heroImages,
  newArrivals,
  similarProducts,
} from '@vastra/domain/catalog';
import type { Clock } from '../../shared/clock';
import { createEntity, type HttpEntity } from '../../shared/http-entity';
import type { CatalogService } from '../catalog';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The home page's picks, made once per catalogue snapshot and re-pick window. */
export interface HomeSnapshot {
  /** Names this pick: equal keys, equal `home` (the page cache files the home page under it). */
  readonly key: string;
  readonly home: HomeResponse;
  /** The body of GET /api/client/home, prepared once per pick. */
  entity(): Promise<HttpEntity>;
}

export interface ProductPage {
  product: ProductResponse;
  similar: ProductResponse[];
}

export interface StorefrontServiceDeps {
  catalog: Pick<CatalogService, 'listProducts' | 'getProduct'>;
  clock: Clock;
  /** Numbers in [0, 1) for the random picks (tests make them repeatable). */
  random?: () => number;
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;

/** What the home page shows (docs/rules/catalogue.md#home), from the cached catalogue's products. */
export function pickHome(products: readonly ProductResponse[], random: () => number): HomeResponse {
  return {
    heroImages: heroImages(products),
    categoryCovers: HOME_CATEGORY_TILES.map((category) => ({ category, image: categoryCover(products, category) })),
    newArrivals: newArrivals(products, random),
    favourites: handpickedFavourites(products, random),
    previews: CATEGORIES.map((category) => ({
      category,
      items: categoryPreview(products, category, undefined, random),
    })),
  };
}

/**
 * The storefront's first-screen reads over the catalogue's in-process products (no SQL of its own):
 * the home page's picks, kept for HOME_REPICK_MS and re-picked sooner only when the catalogue changes
 * (so no pick shows stale stock), and a product with its similar ones.
 */
export function createStorefrontService({ catalog, clock, random = Math.random }: StorefrontServiceDeps) {
  let held: { products: readonly ProductResponse[]; window: number; snapshot: HomeSnapshot } | null = null;
  let picks = 0;

  function snapshotOf(home: HomeResponse): HomeSnapshot {
    picks += 1;
    let entity: Promise<HttpEntity> | null = null;
    return {
      key: `home-${picks}`,
      home,
      entity() {
        entity ??= createEntity(JSON.stringify(home), JSON_TYPE);
        void entity.catch(() => (entity = null));
        return entity;
      },
    };
  }

  return {
    async home(): Promise<HomeSnapshot> {
      const products = await catalog.listProducts();
      const window = Math.floor(clock.now().getTime() / HOME_REPICK_MS);
      if (!held || held.products !== products || held.window !== window) {
        held = { products, window, snapshot: snapshotOf(pickHome(products, random)) };
      }
      return held.snapshot;
    },

    /** A product and up to SIMILAR_PRODUCTS_MAX others of its category, or null for an unknown or malformed id. */
    async productPage(id: string): Promise<ProductPage | null> {
      const product = await catalog.getProduct(id);
      if (!product) return null;
      return { product, similar: similarProducts(await catalog.listProducts(), product) };
    },
  };
}
