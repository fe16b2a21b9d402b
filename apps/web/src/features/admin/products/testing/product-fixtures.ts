import {
  AdminProduct,
  AdminProductRow,
  AdminProductsResponse,
  StockMovement,
  type AdminVariant,
} from '@vastra/domain/api';
import type { z } from 'zod';

// Every fixture is parsed by the contract's schema, so a fake answer is one the real API could give.

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const productId = (n: number) => ID(n);
export const imageId = (n: number) => ID(1000 + n);

type VariantFixture = Pick<AdminVariant, 'size' | 'pricePaise' | 'originalPricePaise' | 'stock'> &
  Partial<AdminVariant>;

/** A one-option variant as the API answers it (option1 = size, no second value, no codes). */
const variantFixture = (v: VariantFixture): AdminVariant => ({
  option1: v.size,
  option2: null,
  sku: null,
  barcode: null,
  weightGrams: null,
  ...v,
});

export function productFixture(
  overrides: Omit<Partial<z.input<typeof AdminProduct>>, 'variants'> & { variants?: VariantFixture[] } = {},
): AdminProduct {
  const { variants, ...rest } = overrides;
  return AdminProduct.parse({
    id: ID(1),
    title: 'Chanderi Kurti',
    description: 'Hand-woven',
    titleHi: '',
    descriptionHi: '',
    category: 'kurti',
    status: 'draft',
    returnable: true,
    option2Name: null,
    variants: (
      variants ?? [
        { size: 'S', pricePaise: 79900, originalPricePaise: 99900, stock: 4 },
        { size: 'M', pricePaise: 79950, originalPricePaise: null, stock: 2 },
      ]
    ).map(variantFixture),
    images: [],
    imagesByOption: {},
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    ...rest,
  });
}

export function imageFixture(n: number, alt = '') {
  return {
    id: imageId(n),
    url: `/media/products/${imageId(n)}-1200x1500/960.jpg`,
    width: 1200,
    height: 1500,
    alt,
    position: n - 1,
  };
}

export function rowFixture(n: number, overrides: Partial<z.input<typeof AdminProductRow>> = {}): AdminProductRow {
  return AdminProductRow.parse({
    id: ID(n),
    title: `Product ${n}`,
    category: 'kurti',
    status: 'active',
    image: null,
    minPricePaise: 79900,
    maxPricePaise: 99900,
    totalStock: 10,
    outOfStockSizes: [],
    lowStockSizes: [],
    updatedAt: '2026-03-05T09:00:00.000Z',
    ...overrides,
  });
}

export function listPage(items: AdminProductRow[], total: number, nextCursor: string | null = null) {
  return AdminProductsResponse.parse({ items, total, nextCursor });
}

export function movementFixture(n: number, overrides: Partial<z.input<typeof StockMovement>> = {}): StockMovement {
  return StockMovement.parse({
    id: ID(5000 + n),
    productId: ID(1),
    size: 'M',
    before: 2,
    after: 5,
    reason: 'received',
    note: null,
    staffName: 'Asha Rao',
    at: '2026-03-05T09:00:00.000Z',
    ...overrides,
  });
}

/** The shop's Colour attribute as GET /api/admin/attributes answers it, with these values (names) in order. */
export function colourAttributeFixture(names: readonly string[]) {
  return {
    id: productId(30),
    slug: 'colour',
    name: 'Colour',
    hindiName: '',
    position: 0,
    filter: true,
    values: names.map((name, i) => ({
      id: productId(41 + i),
      slug: name.toLowerCase(),
      name,
      hindiName: '',
      position: i + 1,
      productCount: 0,
    })),
  };
}
