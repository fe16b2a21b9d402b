import { describe, expect, it } from 'vitest';
import { loadBase, type LoadingRepository } from './catalog-base';
import type { ProductRow } from './catalog.repository';
import type { SaleRow } from './sale-rows';

// A base keeps a product's row only where a sale names it or its category (docs/decisions/195-catalogue-kept-small.md).

const product = (id: string, category: string): ProductRow => ({
  id,
  title: `Product ${id}`,
  description: '',
  category,
  images: [],
  variants: [{ size: 'M', pricePaise: 100_000, originalPricePaise: null, stock: 3 }],
  reviewCount: 0,
  ratingSum: 0,
});

const sale = (id: string, target: Pick<SaleRow, 'targetKind' | 'productId' | 'size' | 'category'>): SaleRow => ({
  id,
  ...target,
  priceType: 'percent',
  percent: 10,
  pricePaise: null,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2026-02-01T00:00:00Z'),
  paused: false,
});

const repo = (rows: ProductRow[], sales: SaleRow[]): LoadingRepository => ({
  loadCatalog: async () => rows,
  loadCatalogWithFingerprint: async () => ({ rows, fingerprint: 'f' }),
  loadSales: async () => sales,
});

const rows = [product('a', 'kurti'), product('b', 'saree'), product('c', 'kurti'), product('d', 'suit')];
const at = new Date('2025-12-01T00:00:00Z');

describe('a catalogue base', () => {
  it('keeps no row when no sale is coming: every product has only its regular answer', async () => {
    const base = await loadBase(1, repo(rows, []), at, false);
    expect(base.rows).toEqual([null, null, null, null]);
    expect(base.regular.map((p) => p?._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the rows a sale names: by product, by one of its sizes, and by category (all its products)', async () => {
    const sales = [
      sale('s1', { targetKind: 'product', productId: 'b', size: null, category: null }),
      sale('s2', { targetKind: 'size', productId: 'd', size: 'M', category: null }),
      sale('s3', { targetKind: 'category', productId: null, size: null, category: 'kurti' }),
    ];
    const base = await loadBase(1, repo(rows, sales), at, false);
    expect(base.rows.map((row) => row?.id ?? null)).toEqual(['a', 'b', 'c', 'd']);
    const some = await loadBase(1, repo(rows, sales.slice(0, 1)), at, false);
    expect(some.rows.map((row) => row?.id ?? null)).toEqual([null, 'b', null, null]);
  });
});
