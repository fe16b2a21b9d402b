import type { Cart } from './cart-item';

/** The catalogue's current stock per size of each product, by product id. */
export type StockByProduct = ReadonlyMap<string, Readonly<Record<string, number>>>;

const sameStock = (a: Readonly<Record<string, number>> | undefined, b: Readonly<Record<string, number>>) =>
  a !== undefined &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(b).every((size) => a[size] === b[size]);

/**
 * The cart with each line's `stockBySize` (docs/rules/cart.md#data) replaced by the catalogue's current
 * stock, so the limits and notes of docs/rules/cart.md#validation, docs/rules/cart.md#screen speak of what is left now
 * rather than of what was left when the line was added. A line whose product the catalogue no longer lists keeps its
 * own. Returns the very same cart when nothing changed, so a caller can skip saving it.
 */
export function withCurrentStock(cart: Cart, stock: StockByProduct): Cart {
  let changed = false;
  const next = cart.map((line) => {
    const current = stock.get(line.id);
    if (current === undefined || sameStock(line.stockBySize, current)) return line;
    changed = true;
    return { ...line, stockBySize: { ...current } };
  });
  return changed ? next : cart;
}
