import { describe, expect, it } from 'vitest';
import { backInStockMessage } from './back-in-stock-message';

describe('backInStockMessage', () => {
  it.each<[string, { title: string; size: string; productId: string }, string, string]>([
    [
      'the title, size and link, the shop last',
      { title: 'Anarkali Kurti', size: 'M', productId: 'p1' },
      'https://vastra.in/',
      'Good news! Anarkali Kurti in size M is back in stock. Buy it at https://vastra.in/product/p1 - Vastra',
    ],
    [
      'a long title cut to 30 characters, on one line',
      { title: 'Hand block printed\ncotton straight kurti with pockets', size: 'XL', productId: 'p2' },
      'http://localhost:3000',
      'Good news! Hand block printed cotton stra in size XL is back in stock. Buy it at ' +
        'http://localhost:3000/product/p2 - Vastra',
    ],
  ])('%s', (_name, vars, url, text) => {
    expect(backInStockMessage(vars, 'Vastra', url)).toBe(text);
  });
});
