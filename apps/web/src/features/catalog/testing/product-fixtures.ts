import { ProductListResponse } from '@vastra/domain/api';
import { normalizeProducts, type Product } from '@vastra/domain/catalog';
import { vi } from 'vitest';

/** API-shaped products, parsed by the contract so the fixtures can never drift from it. */
export const apiProducts = ProductListResponse.parse([
  {
    _id: 'k1',
    title: 'Indigo Anarkali Kurti',
    description: 'Flared.',
    category: 'kurti',
    sizes: ['S', 'M', 'L'],
    stockBySize: { S: 2, M: 0, L: 3 },
    // M has no stock, so the visible price is L's (docs/rules/catalogue.md#validation: order M, L, S, XL, Free).
    pricesBySize: { S: 1299, M: 499, L: 899 },
    originalPricesBySize: { S: 1999, M: 999, L: 1499 },
    price: 499,
    originalPrice: 999,
    stock: 5,
    images: ['/uploads/k1.jpg'],
  },
  {
    _id: 't1',
    title: 'Black Crew-Neck T-Shirt',
    description: 'Soft.',
    category: 't-shirt',
    sizes: ['M'],
    stockBySize: { M: 4 },
    pricesBySize: { M: 449 },
    originalPricesBySize: { M: 449 },
    price: 449,
    originalPrice: null,
    stock: 4,
    images: [],
  },
  {
    _id: 's1',
    title: 'Maroon Banarasi Saree',
    description: 'Silk.',
    category: 'saree',
    sizes: ['Free'],
    stockBySize: { Free: 0 },
    pricesBySize: { Free: 1899 },
    originalPricesBySize: { Free: 2999 },
    price: 1899,
    originalPrice: 2999,
    stock: 0,
    images: ['https://cdn.example.com/s1.jpg'],
  },
]);

export const products: Product[] = normalizeProducts(apiProducts, 'http://localhost:3000');

export function productFixture(id: string): Product {
  const product = products.find((p) => p._id === id);
  if (!product) throw new Error(`no fixture ${id}`);
  return product;
}

/** Stubs fetch: GET /api/client/products answers `body` with `status` (after `delayMs`). */
export function mockProductsFetch(body: unknown = apiProducts, status = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/client/products')) {
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
