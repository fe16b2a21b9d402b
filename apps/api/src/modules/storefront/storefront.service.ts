import type { HomeResponse, ProductResponse } from '@vastra/domain/api';
import {
  CATEGORIES,
  DEFAULT_CATEGORIES,
  DEFAULT_HOME_CONTENT,
  HOME_CATEGORY_TILES,
  HOME_REPICK_MS,
  categoryCover,
  categoryPreview,
  handpickedFavourites,
  heroImages,
  isCategory,
  isRailShown,
  liveAt,
  nextHomeBoundary,
  pickRandom,
  productsInCategory,
  productsInOrder,
  similarProducts,
  type HomeContent,
  type HomeRail,
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

/** A category as the home shows it (docs/decisions/097-categories.md): its name, tile image, hidden or not. */
export interface HomeCategory {
  slug: string;
  name: string;
  hidden: boolean;
  image: string | null;
}

const DEFAULT_HOME_CATEGORIES: readonly HomeCategory[] = DEFAULT_CATEGORIES.map((c) => ({
  slug: c.slug,
  name: c.name,
  hidden: false,
  image: null,
}));

/**
 * The Browse by Category tiles: every shown category, in the shop's order, except the seed's Suits, which the spec's
 * home leaves off (docs/rules/catalogue.md#home: Kurti, T-Shirt, Saree, Shorts).
 */
function tileCategories(categories: readonly HomeCategory[]): HomeCategory[] {
  const defaults: readonly string[] = CATEGORIES;
  const tiles: readonly string[] = HOME_CATEGORY_TILES;
  return categories.filter((c) => !c.hidden && (!defaults.includes(c.slug) || tiles.includes(c.slug)));
}

export interface StorefrontServiceDeps {
  catalog: Pick<CatalogService, 'listProducts' | 'getProduct'>;
  clock: Clock;
  /**
   * The home's slides and rails as the owner saved them (docs/decisions/094-home-content.md), read again with each new
   * catalogue snapshot (a save announces a catalogue change); the defaults when not given.
   */
  homeContent?: () => Promise<HomeContent>;
  /** The shop's categories in order, read again with each new catalogue snapshot; the seed's five when not given. */
  categories?: () => Promise<readonly HomeCategory[]>;
  /** Numbers in [0, 1) for the random picks (tests make them repeatable). */
  random?: () => number;
  /**
   * A visible collection's first product ids in its order (none for a hidden or unknown one), for its home rails;
   * no collection rail shows anything when not given.
   */
  collectionProductIds?: (collectionId: string, limit: number) => Promise<string[]>;
}

/** The product ids of each live collection rail (by rail id): one query per such rail, at most HOME_RAILS_MAX. */
export type CollectionRailIds = ReadonlyMap<string, readonly string[]>;

export type StorefrontService = ReturnType<typeof createStorefrontService>;

/**
 * The products a rail of its own shows: the owner's picks in their order, a category's in list order, or a
 * collection's in its order (its ids from SQL, the products from the catalogue's snapshot).
 */
function railItems(
  rail: HomeRail,
  products: readonly ProductResponse[],
  collectionIds: CollectionRailIds,
): ProductResponse[] {
  if (rail.source === 'handpicked') return productsInOrder(products, rail.productIds, rail.count);
  if (rail.source === 'collection') return productsInOrder(products, collectionIds.get(rail.id) ?? [], rail.count);
  if (rail.source === 'category' && isCategory(rail.category)) {
    return productsInCategory(products, rail.category).slice(0, rail.count);
  }
  return [];
}

/**
 * What the home page shows (docs/rules/catalogue.md#home), from the cached catalogue's products and the owner's content
 * live at `now` (docs/decisions/094-home-content.md). The new arrivals and favourites are picked as the home always
 * picked them, for the first live rail of each source (none live: none picked).
 */
export function pickHome(
  products: readonly ProductResponse[],
  random: () => number,
  content: HomeContent = DEFAULT_HOME_CONTENT,
  now: Date = new Date(0),
  categories: readonly HomeCategory[] = DEFAULT_HOME_CATEGORIES,
  collectionIds: CollectionRailIds = new Map(),
): HomeResponse {
  const rails = liveAt(content.rails, now);
  const arrivals = rails.find((rail) => rail.source === 'new-arrivals');
  const favourites = rails.find((rail) => rail.source === 'favourites');
  return {
    slides: liveAt(content.slides, now).map(({ id, headline, subText, headlineHi, subTextHi, image, link }) => ({
      id,
      headline,
      subText,
      image,
      link,
      ...((headlineHi || subTextHi) && { hindi: { headline: headlineHi ?? '', subText: subTextHi ?? '' } }),
    })),
    rails: rails.flatMap((rail) => {
      const items = railItems(rail, products, collectionIds);
      if (!isRailShown(rail.source, items.length)) return [];
      const { id, title, titleHi, source } = rail;
      return [{ id, title, ...(titleHi && { hindi: { title: titleHi } }), source, items }];
    }),
    heroImages: heroImages(products),
    categoryCovers: tileCategories(categories).map(({ slug, name, image }) => ({
      category: slug,
      name,
      image: image ?? categoryCover(products, slug),
    })),
    newArrivals: arrivals ? pickRandom(products, arrivals.count, random) : [],
    favourites: favourites ? handpickedFavourites(products, random).slice(0, favourites.count) : [],
    previews: categories.flatMap(({ slug, name, hidden }) =>
      hidden ? [] : [{ category: slug, name, items: categoryPreview(products, slug, undefined, random) }],
    ),
  };
}

/**
 * The storefront's first-screen reads over the catalogue's in-process products (no SQL of its own):
 * the home page's picks, kept for HOME_REPICK_MS and re-picked sooner when the catalogue changes (so no pick shows
 * stale stock; the owner's home content is read again then) or a slide or rail starts or ends, and a product with its
 * similar ones.
 */
export function createStorefrontService({
  catalog,
  clock,
  homeContent = () => Promise.resolve(DEFAULT_HOME_CONTENT),
  categories = () => Promise.resolve(DEFAULT_HOME_CATEGORIES),
  random = Math.random,
  collectionProductIds = () => Promise.resolve([]),
}: StorefrontServiceDeps) {
  /** The ids of every live collection rail, read when the home is picked (it is kept as long as the pick). */
  async function collectionRailIds(content: HomeContent, now: Date): Promise<CollectionRailIds> {
    const rails = liveAt(content.rails, now).filter((rail) => rail.source === 'collection' && rail.collection);
    const ids = await Promise.all(rails.map((rail) => collectionProductIds(rail.collection ?? '', rail.count)));
    return new Map(rails.map((rail, i) => [rail.id, ids[i] ?? []]));
  }

  let held: {
    products: readonly ProductResponse[];
    content: HomeContent;
    categories: readonly HomeCategory[];
    window: number;
    /** The next start or end of a slide or rail (ms), when what the home shows changes by itself; null for none. */
    until: number | null;
    snapshot: HomeSnapshot;
  } | null = null;
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
      const fresh = !held || held.products !== products;
      const [content, shopCategories] = fresh
        ? await Promise.all([homeContent(), categories()])
        : [held?.content ?? DEFAULT_HOME_CONTENT, held?.categories ?? DEFAULT_HOME_CATEGORIES];
      const now = clock.now();
      const window = Math.floor(now.getTime() / HOME_REPICK_MS);
      if (
        !held ||
        held.products !== products ||
        held.content !== content ||
        held.window !== window ||
        (held.until !== null && now.getTime() >= held.until)
      ) {
        const until = nextHomeBoundary(content, now)?.getTime() ?? null;
        const collectionIds = await collectionRailIds(content, now);
        held = {
          products,
          content,
          categories: shopCategories,
          window,
          until,
          snapshot: snapshotOf(pickHome(products, random, content, now, shopCategories, collectionIds)),
        };
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
