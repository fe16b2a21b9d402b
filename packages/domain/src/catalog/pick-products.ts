import { inCategory } from './categories';
import type { CategoryFilter } from './categories';
import type { Product } from './product';
import {
  CATEGORY_PREVIEW_LIMIT,
  HANDPICKED_FAVOURITES_COUNT,
  HERO_IMAGES_MAX,
  NEW_ARRIVALS_COUNT,
  SIMILAR_PRODUCTS_MAX,
} from './constants';

/**
 * Picks up to n distinct items in random order (a partial Fisher–Yates shuffle); pass `random`
 * returning numbers in [0, 1) to make it deterministic in tests.
 */
export function pickRandom<T>(items: readonly T[], n: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const count = Math.max(0, Math.min(pool.length, Math.floor(n) || 0));
  for (let i = 0; i < count; i += 1) {
    // Clamp, so a random() that returns 1 (or garbage) cannot step outside the pool.
    const offset = Math.min(pool.length - i - 1, Math.max(0, Math.floor(random() * (pool.length - i)) || 0));
    const j = i + offset;
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

/** Products of one category, in list order ('all' keeps every product). */
export function productsInCategory<P extends Product>(products: readonly P[], filter: CategoryFilter): P[] {
  return products.filter((product) => inCategory(product.category, filter));
}

/** Home's New Arrivals: 4 random products (docs/rules/catalogue.md#home). */
export function newArrivals<P extends Product>(products: readonly P[], random: () => number = Math.random): P[] {
  return pickRandom(products, NEW_ARRIVALS_COUNT, random);
}

/** A 'Top Picks in {Category}' preview: 4 random items of that category (docs/rules/catalogue.md#home). */
export function categoryPreview<P extends Product>(
  products: readonly P[],
  filter: CategoryFilter,
  limit: number = CATEGORY_PREVIEW_LIMIT,
  random: () => number = Math.random,
): P[] {
  return pickRandom(productsInCategory(products, filter), limit, random);
}

/** Up to 5 other products from the same category, in list order (docs/rules/catalogue.md#product-detail). */
export function similarProducts<P extends Product>(
  all: readonly P[],
  product: Product,
  max: number = SIMILAR_PRODUCTS_MAX,
): P[] {
  const category = product.category.trim().toLowerCase();
  if (category === '') return [];
  return all
    .filter((other) => other._id !== product._id && other.category.trim().toLowerCase() === category)
    .slice(0, Math.max(0, max));
}

/** The hero's photos: the first photo of the first 6 in-stock products that have one (docs/rules/catalogue.md#home). */
export function heroImages(products: readonly Product[], max: number = HERO_IMAGES_MAX): string[] {
  const images: string[] = [];
  for (const product of products) {
    if (images.length >= max) break;
    const first = product.images[0];
    if (product.stock > 0 && first) images.push(first);
  }
  return images;
}

/** A Browse by Category tile's cover: the first photo of the category's first product that has one, or null. */
export function categoryCover(products: readonly Product[], filter: CategoryFilter): string | null {
  return productsInCategory(products, filter).find((product) => product.images.length > 0)?.images[0] ?? null;
}

/** Our Handpicked Favorites: 8 random products in stock (docs/rules/catalogue.md#home). */
export function handpickedFavourites<P extends Product>(
  products: readonly P[],
  random: () => number = Math.random,
): P[] {
  return pickRandom(
    products.filter((product) => product.stock > 0),
    HANDPICKED_FAVOURITES_COUNT,
    random,
  );
}
