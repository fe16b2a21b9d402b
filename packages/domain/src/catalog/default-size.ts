import type { Product } from './product';
import { isSizeAvailable } from './stock';

/** docs/rules/catalogue.md#behaviour: a card starts on M when M is in stock. */
export const PREFERRED_CARD_SIZE = 'M';

/**
 * A card's selected size on load: M if in stock, else the first size with stock, else null
 * (docs/rules/catalogue.md#behaviour).
 */
export function cardDefaultSize(product: Product): string | null {
  if (product.sizes.includes(PREFERRED_CARD_SIZE) && isSizeAvailable(product, PREFERRED_CARD_SIZE)) {
    return PREFERRED_CARD_SIZE;
  }
  return product.sizes.find((size) => isSizeAvailable(product, size)) ?? null;
}

/**
 * The product page's default size: the first size with stock, else the first size, else null
 * (docs/rules/catalogue.md#behaviour).
 */
export function productPageDefaultSize(product: Product): string | null {
  return product.sizes.find((size) => isSizeAvailable(product, size)) ?? product.sizes[0] ?? null;
}
