import { cartLineToOrderItem } from '@vastra/domain/api';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserCartStore } from './browser-cart-store';

const KEY = 'vastra_cart';

afterEach(() => localStorage.clear());

describe('the cart kept in this browser', () => {
  it('loads a cart saved by an earlier version of the shop and orders it as the same item', () => {
    // As a shopper's localStorage may still hold it: only `_id`, numbers as text, no size, an extra field.
    const saved = { _id: 'k1', title: 'Indigo Anarkali Kurti', image: '/uploads/k1.jpg', price: '1299', quantity: '2' };
    localStorage.setItem(KEY, JSON.stringify([{ ...saved, color: 'indigo' }]));
    const store = createBrowserCartStore();
    store.setOwner({ storageKey: KEY, userId: null, token: null, serverCart: [] });
    const { items } = store.getSnapshot();
    expect(items).toEqual([
      {
        id: 'k1',
        _id: 'k1',
        title: 'Indigo Anarkali Kurti',
        image: '/uploads/k1.jpg',
        price: 1299,
        selectedSize: 'default',
        quantity: 2,
        color: 'indigo',
      },
    ]);
    expect(items.map(cartLineToOrderItem)).toEqual([
      { productId: 'k1', title: 'Indigo Anarkali Kurti', size: 'M', quantity: 2, price: 1299 },
    ]);
  });
});
