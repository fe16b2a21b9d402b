import { inCategory } from './categories';
import type { CategoryFilter } from './categories';
import type { Product } from './product';
import { CATEGORY_PREVIEW_LIMIT, NEW_ARRIVALS_COUNT, SIMILAR_PRODUCTS_MAX } from './constants';

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
export function productsInCategory(products: readonly Product[], filter: CategoryFilter): Product[] {
  return products.filter((product) => inCategory(product.category, filter));
}

/** Home's New Arrivals: 4 random products (docs/rules/catalogue.md#home). */
export function newArrivals(products: readonly Product[], random: () => number = Math.random): Product[] {
  return pickRandom(products, NEW_ARRIVALS_COUNT, random);
}

/** A 'Top Picks in {Category}' preview: 4 random items of that category (docs/rules/catalogue.md#home). */
export function categoryPreview(
  products: readonly Product[],
  filter: CategoryFilter,
  limit: number = CATEGORY_PREVIEW_LIMIT,
  random: () => number = Math.random,
): Product[] {
  return pickRandom(productsInCategory(products, filter), limit, random);
}

/** Up to 5 other products from the same category, in list order (docs/rules/catalogue.md#product-detail). */
export function similarProducts(
  all: readonly Product[],
  product: Product,
  max: number = SIMILAR_PRODUCTS_MAX,
): Product[] {
  const category = product.category.trim().toLowerCase();
  if (category === '') return [];
  return all
    .filter((other) => other._id !== product._id && other.category.trim().toLowerCase() === category)
    .slice(0, Math.max(0, max));
}
