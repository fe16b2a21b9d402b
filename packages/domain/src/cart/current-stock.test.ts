import { describe, expect, it } from 'vitest';
import { CartItem, type Cart } from './cart-item';
import { withCurrentStock, type StockByProduct } from './current-stock';
import { limitNote } from './stock-limit';

const cart: Cart = [
  CartItem.parse({
    id: 'k1',
    title: 'Indigo Anarkali Kurti',
    price: 1299,
    selectedSize: 'M',
    quantity: 1,
    stockBySize: { M: 3, L: 1 },
  }),
  CartItem.parse({ id: 's1', title: 'Banarasi Silk Saree', price: 4999, selectedSize: 'Free', quantity: 2 }),
];

describe('withCurrentStock', () => {
  it("replaces each line's stock with the catalogue's, so a sold-out line reads 'Max available: 0'", () => {
    const stock: StockByProduct = new Map<string, Record<string, number>>([
      ['k1', { M: 0, L: 1 }],
      ['s1', { Free: 5 }],
    ]);
    const next = withCurrentStock(cart, stock);
    expect(next.map((line) => line.stockBySize)).toEqual([{ M: 0, L: 1 }, { Free: 5 }]);
    expect(next[0] && limitNote(next[0])).toBe('Max available: 0');
    expect(next.map((line) => [line.id, line.quantity, line.price])).toEqual([
      ['k1', 1, 1299],
      ['s1', 2, 4999],
    ]);
  });

  it('keeps the stock of a product the catalogue no longer lists', () => {
    expect(withCurrentStock(cart, new Map([['s1', { Free: 5 }]]))[0]?.stockBySize).toEqual({ M: 3, L: 1 });
  });

  it('returns the same cart when nothing changed', () => {
    expect(withCurrentStock(cart, new Map([['k1', { L: 1, M: 3 }]]))).toBe(cart);
    expect(withCurrentStock(cart, new Map())).toBe(cart);
  });
});
