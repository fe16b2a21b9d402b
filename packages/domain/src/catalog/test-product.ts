import type { Product } from './product';

/** Builds a normalized product for tests; only the fields a case cares about need to be given. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    title: 'Anarkali Kurti',
    description: '',
    category: 'kurti',
    sizes: [],
    stockBySize: {},
    pricesBySize: {},
    originalPricesBySize: {},
    price: 999,
    originalPrice: null,
    stock: 0,
    images: [],
    ...overrides,
  };
}
