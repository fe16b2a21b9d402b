import { entryOf } from './product';
import type { Product } from './product';
import { isRecord, readNumber, readNumberMap, readText, readTextList } from './read-raw';
import { resolveImageUrl } from './image-url';
import { DEFAULT_STOCK_KEY, sizesInPreferredOrder } from './size-order';

/**
 * Reads a product in any of the shapes of docs/rules/catalogue.md#data (sizes or stockBySize, images or image, stock as
 * a number or a {default} map, _id or id), or returns null when it is not an object with an id.
 */
export function normalizeProduct(raw: unknown, backendOrigin: string): Product | null {
  if (!isRecord(raw)) return null;
  const _id = readText(raw._id) ?? readText(raw.id);
  if (_id === undefined) return null;

  const stockBySize = {
    // A stock map ({default: n}) is per-size stock too; stockBySize wins where both name a size.
    ...readNumberMap(raw.stock, Math.floor),
    ...readNumberMap(raw.stockBySize, Math.floor),
  };
  const listedSizes = readTextList(raw.sizes);
  const sizes =
    listedSizes.length > 0
      ? listedSizes
      : Object.keys(readNumberMap(raw.stockBySize)).filter((size) => size !== DEFAULT_STOCK_KEY);
  const pricesBySize = readNumberMap(raw.pricesBySize);
  const rating = readRating(raw.rating);
  const attributes = readAttributes(raw.attributes);
  const option2Name = readText(raw.option2Name);
  const hindi = readHindi(raw.hindi);

  return {
    _id,
    title: readText(raw.title) ?? '',
    description: readText(raw.description) ?? '',
    category: readText(raw.category) ?? '',
    sizes,
    stockBySize,
    pricesBySize,
    originalPricesBySize: readNumberMap(raw.originalPricesBySize),
    price: readPrice(raw.price, pricesBySize, sizes),
    originalPrice: positive(readNumber(raw.originalPrice)) ?? null,
    stock: totalStock(sizes, stockBySize, raw.stock),
    images: readTextList(raw.images ?? raw.image).map((path) => resolveImageUrl(path, backendOrigin)),
    ...(rating && { rating }),
    ...(attributes.length > 0 && { attributes }),
    // Read tolerantly where they are used (photosOfOption), outside the first JavaScript.
    ...(option2Name && { option2Name, photosByOption: raw.photosByOption as Product['photosByOption'] }),
    ...(hindi && { hindi }),
  };
}

/** The Hindi title and description (docs/decisions/136-hindi-storefront.md), when there is a Hindi title. */
function readHindi(raw: unknown): Product['hindi'] {
  if (!isRecord(raw)) return undefined;
  const title = readText(raw.title);
  return title ? { title, description: readText(raw.description) ?? '' } : undefined;
}

/** The attributes the API sent (its contract checks their shape), when a list. */
function readAttributes(raw: unknown): NonNullable<Product['attributes']> {
  return Array.isArray(raw) ? (raw as NonNullable<Product['attributes']>) : [];
}

/** The shown reviews' average (0 to 5) and count, when both are there and make sense. */
function readRating(raw: unknown): Product['rating'] {
  if (!isRecord(raw)) return undefined;
  const average = readNumber(raw.average);
  const count = readNumber(raw.count);
  if (average === undefined || count === undefined || average < 0 || average > 5 || count < 0) return undefined;
  return { average, count: Math.floor(count) };
}

/**
 * Reads a product list, dropping entries that are not products (docs/rules/api.md#endpoints GET /api/client/products).
 */
export function normalizeProducts(raw: unknown, backendOrigin: string): Product[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((item) => normalizeProduct(item, backendOrigin))
    .filter((product): product is Product => product !== null);
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

/** The product's own price, else the first size price in the preferred order, else 0. */
function readPrice(raw: unknown, pricesBySize: Record<string, number>, sizes: string[]): number {
  const own = readNumber(raw);
  if (own !== undefined && own >= 0) return own;
  const priced = sizesInPreferredOrder(sizes, Object.keys(pricesBySize))
    .map((size) => positive(entryOf(pricesBySize, size)))
    .find((price) => price !== undefined);
  return priced ?? 0;
}

/**
 * Total available stock: the sum over the sizes that have per-size stock; else the 'default' entry;
 * else a plain stock number; else the sum of whatever the map holds.
 */
function totalStock(sizes: string[], stockBySize: Record<string, number>, rawStock: unknown): number {
  const perSize = sizes.filter((size) => entryOf(stockBySize, size) !== undefined);
  const sum = (keys: string[]) => keys.reduce((total, key) => total + (entryOf(stockBySize, key) ?? 0), 0);
  if (perSize.length > 0) return sum(perSize);
  const fallback = entryOf(stockBySize, DEFAULT_STOCK_KEY) ?? readNumber(rawStock);
  if (fallback !== undefined) return Math.max(0, Math.floor(fallback));
  return sum(Object.keys(stockBySize));
}
