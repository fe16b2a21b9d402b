import type { DefaultCategorySlug as Category } from '@vastra/domain/catalog';
import { rupeesToPaise, type Paise } from '@vastra/domain/money';
import type { ArtSpec, Emblem, ViewKind } from './art';
import { descriptionOf, titleOf } from './catalog-copy';
import { hindiTitleOf } from './catalog-copy-hindi';
import { CATEGORY_COUNTS, COLOURS, STYLES } from './catalog-vocabulary';
import { createRng, type Rng } from './prng';
import { paletteFor } from './seed-palette';
import { seedAttributesOf, type SeedAttributes } from './seed-attributes';

/** The seed of the catalogue's random choices: the same catalogue on every machine and every run. */
export const CATALOG_SEED = 20_251_121;

/** Sizes of stitched wear, in the order the shop lists them; sarees come in one size. */
export const STITCHED_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const FREE_SIZE = 'Free';

/** docs/rules/constants.md price slider bounds: every seed price sits inside them (rupees). */
const MIN_PRICE = 249;
const MAX_PRICE = 1999;
const VIEWS: readonly ViewKind[] = ['front', 'detail', 'back', 'folded'];
const EMBLEMS: readonly Emblem[] = ['mandala', 'lotus', 'sun', 'paisley'];

export interface SeedVariant {
  size: string;
  position: number;
  pricePaise: Paise;
  originalPricePaise: Paise | null;
  stock: number;
}

export interface SeedProduct {
  title: string;
  /** The title in Hindi (catalog-copy-hindi.ts); '' for none. */
  titleHi: string;
  description: string;
  category: Category;
  position: number;
  variants: SeedVariant[];
  /** Attribute slug → value slugs (seed-attributes.ts). */
  attributes: SeedAttributes;
  art: ArtSpec;
}

/** Rounds to a shop price ending in 49 or 99, inside the slider's range. */
function shopPrice(rupees: number): number {
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, Math.round(rupees / 50) * 50 - 1));
}

function variantsFor(category: Category, band: readonly [number, number], soldOut: boolean, rng: Rng): SeedVariant[] {
  const base = shopPrice(rng.int(band[0], band[1]));
  // Most products show an MRP above the selling price; the markup is per product, like a sale tag.
  const markup = rng.chance(0.85) ? rng.pick([1.3, 1.4, 1.5, 1.6, 1.8, 2, 2.2]) : null;
  const sizes = category === 'saree' ? [FREE_SIZE] : [...STITCHED_SIZES];
  let price = base;
  return sizes.map((size, position) => {
    // Bigger sizes use more fabric, so XL and XXL sometimes cost ₹50 more.
    if (size === 'XL' || size === 'XXL') price = Math.min(MAX_PRICE, price + (rng.chance(0.5) ? 50 : 0));
    const original = markup === null ? null : Math.ceil((price * markup) / 100) * 100 - 1;
    const stock = soldOut || rng.chance(0.18) ? 0 : rng.int(1, category === 'saree' ? 25 : 40);
    return {
      size,
      position,
      pricePaise: rupeesToPaise(price),
      originalPricePaise: original === null ? null : rupeesToPaise(original),
      stock,
    };
  });
}

function productAt(category: Category, index: number, position: number, rng: Rng, titles: Set<string>): SeedProduct {
  const styles = STYLES[category];
  const style = styles[index % styles.length] ?? styles[0];
  if (!style) throw new Error(`no styles for ${category}`);
  for (let attempt = 0; ; attempt++) {
    const colour = rng.pick(style.colours);
    const fabric = rng.pick(style.fabrics);
    const pattern = rng.pick(style.patterns);
    const graphic = category === 't-shirt' && pattern === 'solid' && style.silhouette !== 'polo' && rng.chance(0.5);
    const emblem = graphic ? rng.pick(EMBLEMS) : undefined;
    const copy = { category, style, colour, fabric, pattern, ...(emblem ? { emblem } : {}) };
    const title = titleOf(copy);
    if (titles.has(title) && attempt < 30) continue;
    titles.add(title);
    const base = COLOURS[colour] ?? '#888888';
    // A few products are wholly sold out (docs/rules/catalogue.md#screen: the card's 'Out of Stock' overlay).
    const soldOut = position % 16 === 7;
    return {
      title,
      titleHi: hindiTitleOf(title),
      description: descriptionOf(copy, rng),
      category,
      position,
      variants: variantsFor(category, style.band, soldOut, rng),
      attributes: seedAttributesOf({ category, fabric, colour, pattern, silhouette: style.silhouette }),
      art: {
        category,
        silhouette: style.silhouette,
        pattern,
        ...(emblem ? { emblem } : {}),
        base,
        ...paletteFor(category, base, rng),
        views: VIEWS.slice(0, rng.int(2, 4)),
      },
    };
  }
}

/** The seed catalogue: 64 products over the five categories, the same for a given seed. */
export function generateCatalog(seed = CATALOG_SEED): SeedProduct[] {
  const rng = createRng(seed);
  const titles = new Set<string>();
  const products: SeedProduct[] = [];
  const categories = Object.keys(CATEGORY_COUNTS) as Category[];
  // Interleave categories so the default list order mixes kurtis, suits, tees, sarees and shorts.
  const queues = categories.map((category) => ({ category, left: CATEGORY_COUNTS[category], made: 0 }));
  while (queues.some((q) => q.left > 0)) {
    for (const q of queues) {
      if (q.left === 0) continue;
      products.push(productAt(q.category, q.made, products.length, rng, titles));
      q.left -= 1;
      q.made += 1;
    }
  }
  return products;
}
