import { discountPercent } from '../money';
import { entryOf } from './product';
import type { Product } from './product';
import { sizesInPreferredOrder } from './size-order';
import { stockOf } from './stock';

/** docs/rules/constants.md Price slider: min 249, max 1999, step 50, default 1999 (rupees). */
export const PRICE_SLIDER = { min: 249, max: 1999, step: 50, default: 1999 } as const;

/**
 * The size whose price a card shows: the first with stock and a price in the order M, L, S, XL, Free
 * (docs/rules/catalogue.md#validation); other size names are tried after those, in the product's order; null if none.
 */
export function visiblePriceSize(product: Product): string | null {
  const candidates = sizesInPreferredOrder(product.sizes, Object.keys(product.pricesBySize));
  const size = candidates.find((name) => {
    const price = entryOf(product.pricesBySize, name);
    return price !== undefined && price > 0 && stockOf(product, name) > 0;
  });
  return size ?? null;
}

/** The price a card shows and the shop filters on: the visible size's price, else the product's own price. */
export function visiblePrice(product: Product): number {
  const size = visiblePriceSize(product);
  return (size !== null ? entryOf(product.pricesBySize, size) : undefined) ?? product.price;
}

/** The struck-through original price next to the visible price, or null when there is none. */
export function visibleOriginalPrice(product: Product): number | null {
  const size = visiblePriceSize(product);
  const own = size !== null ? entryOf(product.originalPricesBySize, size) : undefined;
  return own !== undefined && own > 0 ? own : product.originalPrice;
}

/**
 * The card's '{n}% OFF' badge value, or null when there is no discount (docs/rules/catalogue.md#product-card,
 * docs/rules/constants.md).
 */
export function visibleDiscountPercent(product: Product): number | null {
  return discountPercent(visibleOriginalPrice(product), visiblePrice(product));
}

/** The price of a chosen size (product page, Buy Now, cart line), else the product's own price. */
export function priceForSize(product: Product, size: string | null): number {
  const own = size !== null ? entryOf(product.pricesBySize, size) : undefined;
  return own !== undefined && own > 0 ? own : product.price;
}

/** The original price of a chosen size, else the product's own original price. */
export function originalPriceForSize(product: Product, size: string | null): number | null {
  const own = size !== null ? entryOf(product.originalPricesBySize, size) : undefined;
  return own !== undefined && own > 0 ? own : product.originalPrice;
}

/**
 * Tells whether the shop lists a product: visible price between 249 and the slider value
 * (docs/rules/catalogue.md#validation).
 */
export function matchesPriceFilter(product: Product, sliderValue: number): boolean {
  const price = visiblePrice(product);
  return price >= PRICE_SLIDER.min && price <= sliderValue;
}
