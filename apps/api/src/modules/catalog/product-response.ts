import type { ProductResponse } from '@vastra/domain/api';
import {
  isCategory,
  sizesInPreferredOrder,
  visibleOriginalPrice,
  visiblePrice,
  type Product,
} from '@vastra/domain/catalog';
import { paise, paiseToRupees } from '@vastra/domain/money';
import { priceAt, type SalePrice } from '@vastra/domain/pricing';
import { averageRating } from '@vastra/domain/reviews';
import type { ProductRow } from './catalog.repository';

const rupees = (amount: number): number => paiseToRupees(paise(amount));

/**
 * A stored product in the spec's shape (docs/rules/catalogue.md#data): prices in rupees, sizes in the shop's order,
 * and `price`/`originalPrice` by the storefront's own visible-price rule (docs/rules/catalogue.md#validation), so the
 * card, the shop filter and the API agree; `rating` is the shown reviews' average (one decimal, 0 when none) and
 * count; `hindi` its Hindi title and description when it has a Hindi title. Null for a row whose category is not one
 * of the five.
 *
 * With `sales` and `at`, each size costs what the domain's `priceAt` says at that moment, and a reduced size's
 * original price is the one it is reduced from, so the card's discount badge shows the sale
 * (docs/decisions/086-sale-prices-on-a-schedule.md).
 */
export function toProductResponse(
  stored: ProductRow,
  sales: readonly SalePrice[] = [],
  at: Date = new Date(0),
): ProductResponse | null {
  const category = stored.category;
  if (!isCategory(category)) return null;
  const onSale = (v: ProductRow['variants'][number]): ProductRow['variants'][number] => {
    const piece = { productId: stored.id, size: v.size, category, basePaise: v.pricePaise };
    const priced = priceAt({ ...piece, originalPaise: v.originalPricePaise }, sales, at);
    return priced.saleId === null
      ? v
      : { ...v, pricePaise: priced.pricePaise, originalPricePaise: priced.compareAtPaise };
  };
  const row = sales.length === 0 ? stored : { ...stored, variants: stored.variants.map(onSale) };
  const sizes = row.variants.map((v) => v.size);
  const stockBySize: Record<string, number> = {};
  const pricesBySize: Record<string, number> = {};
  const originalPricesBySize: Record<string, number> = {};
  for (const v of row.variants) {
    stockBySize[v.size] = v.stock;
    pricesBySize[v.size] = rupees(v.pricePaise);
    if (v.originalPricePaise !== null) originalPricesBySize[v.size] = rupees(v.originalPricePaise);
  }
  // The fallback when no size is in stock: the first size in the preferred order (M, L, S, XL, Free).
  const fallback = row.variants.find((v) => v.size === sizesInPreferredOrder(sizes)[0]);
  const product: Product = {
    _id: row.id,
    title: row.title,
    description: row.description,
    category,
    sizes,
    stockBySize,
    pricesBySize,
    originalPricesBySize,
    price: fallback ? rupees(fallback.pricePaise) : 0,
    originalPrice: fallback?.originalPricePaise ? rupees(fallback.originalPricePaise) : null,
    stock: row.variants.reduce((total, v) => total + v.stock, 0),
    images: row.images,
  };
  // One literal in the answer's key order, the optional keys added after: each answer then shares its hidden class
  // with the others, where spreading `product` into a new object gave every answer its own
  // (docs/decisions/195-catalogue-kept-small.md).
  const answer: ProductResponse = {
    _id: product._id,
    title: product.title,
    description: product.description,
    category,
    sizes,
    stockBySize,
    pricesBySize,
    originalPricesBySize,
    price: visiblePrice(product),
    originalPrice: visibleOriginalPrice(product),
    stock: product.stock,
    images: product.images,
    rating: { average: averageRating(row.ratingSum, row.reviewCount), count: row.reviewCount },
    attributes: row.attributes ?? [],
  };
  // Only a product with a second option carries it, so every other answer keeps its shape (decision 099).
  if (row.option2Name) {
    answer.option2Name = row.option2Name;
    answer.photosByOption = photoPositions(row);
  }
  // Likewise only a product with a Hindi title carries its Hindi texts (docs/decisions/136-hindi-storefront.md).
  if (row.titleHi) answer.hindi = { title: row.titleHi, description: row.descriptionHi ?? '' };
  return answer;
}

/** Each second value's photos as positions in the product's `images` (a path no longer among them is dropped). */
function photoPositions(row: ProductRow): Record<string, number[]> {
  return Object.fromEntries(
    Object.entries(row.imagesByOption ?? {}).map(([value, paths]) => [
      value,
      paths.map((path) => row.images.indexOf(path)).filter((at) => at >= 0),
    ]),
  );
}
