import { entryOf } from './product';
import type { Product } from './product';
import { DEFAULT_STOCK_KEY } from './size-order';

/** Tells whether the product gives stock per size for at least one of its sizes. */
function hasPerSizeStock(product: Product): boolean {
  return product.sizes.some((size) => entryOf(product.stockBySize, size) !== undefined);
}

/**
 * Available stock of one size: its stockBySize entry; when the product gives no per-size stock at all
 * (docs/rules/catalogue.md#data: sizes may come as a bare list), every size shares the product's total stock.
 */
export function stockOf(product: Product, size: string): number {
  const own = entryOf(product.stockBySize, size);
  if (own !== undefined) return own;
  return hasPerSizeStock(product) ? 0 : product.stock;
}

/**
 * Tells whether the product shows the 'Out of Stock' overlay: available stock 0 (docs/rules/catalogue.md#product-card).
 */
export function isOutOfStock(product: Product): boolean {
  return product.stock <= 0;
}

/** Tells whether a size can be picked and bought: a size with zero stock cannot (docs/rules/cart.md#validation). */
export function isSizeAvailable(product: Product, size: string): boolean {
  return stockOf(product, size) > 0;
}

/** Stock per size for a cart line's `stockBySize`, or {default: stock} for a product without sizes. */
export function stockMapOf(product: Product): Record<string, number> {
  if (product.sizes.length === 0) return { [DEFAULT_STOCK_KEY]: product.stock };
  return Object.fromEntries(product.sizes.map((size) => [size, stockOf(product, size)]));
}

/** Clamps the product page quantity between 1 and the stock of the selected size (docs/rules/cart.md#validation). */
export function clampProductQuantity(product: Product, size: string | null, quantity: number): number {
  const max = size === null ? product.stock : stockOf(product, size);
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, max));
}
