import type { ProductResponse } from '@vastra/domain/api';
import { describe, expect, it, vi } from 'vitest';
import type { SearchRepository, SortKeyRow } from './search.repository';
import { createSearchService, POPULAR_REFRESH_MS } from './search.service';

// When the search rebuilds its state (docs/decisions/106-search-at-scale.md): a catalogue change is answered by the
// next search; a `popular` refresh is built behind the state in use, which keeps answering meanwhile. No database:
// the repository and the catalogue are stand-ins the test steers, and the clock is moved by hand.

const product = (n: number): ProductResponse => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Kurti ${n}`,
  description: '',
  category: 'kurti',
  sizes: ['M'],
  stockBySize: { M: 5 },
  pricesBySize: { M: 500 + n },
  originalPricesBySize: {},
  price: 500 + n,
  originalPrice: null,
  stock: 5,
  images: [],
});

function setUp() {
  let ms = 1_000;
  const now = Object.assign(() => ms, { advance: (by: number) => (ms += by) });
  let products = [product(1), product(2)];
  const catalog = {
    version: 0,
    listProducts: async () => products,
    getProducts: async (ids: readonly string[]) => ids.map((id) => products.find((p) => p._id === id) ?? null),
  };
  /** Units sold per product id, as the next `sortKeys` statement will read them. */
  const sold: Record<string, number> = { [product(1)._id]: 1, [product(2)._id]: 2 };
  /** While set, `sortKeys` waits for it: a refresh still under way. */
  let gate: Promise<void> | null = null;
  const calls = { sortKeys: 0 };
  /** While true, `sortKeys` fails (the database unreachable). */
  const broken = { sortKeys: false };
  const repo: SearchRepository = {
    replaceVocabulary: async () => undefined,
    similarWords: async () => [],
    match: async () => [],
    attributeDefinitions: async () => [],
    categoryDefinitions: async () => [],
    async sortKeys(): Promise<SortKeyRow[]> {
      calls.sortKeys += 1;
      if (broken.sortKeys) throw new Error('the database is unreachable');
      const rows = products.map((p, i) => ({ id: p._id, createdAt: i, sold: sold[p._id] ?? 0 }));
      if (gate) await gate;
      return rows;
    },
  };
  const service = createSearchService(repo, catalog, { now });
  const popular = async () => (await service.search({ sort: 'popular' })).items.map((p) => p.title);
  return {
    now,
    catalog,
    sold,
    calls,
    broken,
    service,
    popular,
    setProducts: (next: ProductResponse[]) => (products = next),
    /** Holds `sortKeys` until the returned function is called. */
    hold(): () => void {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

describe('the search state while `popular` is refreshed', () => {
  it('answers from the state in use while the refresh is under way, then from the new one', async () => {
    const s = setUp();
    expect(await s.popular()).toEqual(['Kurti 2', 'Kurti 1']);
    s.sold[product(1)._id] = 9;
    s.now.advance(POPULAR_REFRESH_MS);
    const release = s.hold();
    // The refresh's sortKeys is held: these answers cannot have waited for it.
    expect(await s.popular()).toEqual(['Kurti 2', 'Kurti 1']);
    expect(await s.popular()).toEqual(['Kurti 2', 'Kurti 1']);
    expect(s.calls.sortKeys).toBe(2); // one refresh, not one per request
    release();
    await vi.waitFor(async () => expect(await s.popular()).toEqual(['Kurti 1', 'Kurti 2']));
    expect(s.calls.sortKeys).toBe(2);
  });

  it('does not refresh before POPULAR_REFRESH_MS', async () => {
    const s = setUp();
    await s.popular();
    s.sold[product(1)._id] = 9;
    s.now.advance(POPULAR_REFRESH_MS - 1);
    expect(await s.popular()).toEqual(['Kurti 2', 'Kurti 1']);
    expect(s.calls.sortKeys).toBe(1);
  });

  it('keeps the state in use when the refresh fails, and tries again a period later', async () => {
    const s = setUp();
    await s.popular();
    s.sold[product(1)._id] = 9;
    s.now.advance(POPULAR_REFRESH_MS);
    s.broken.sortKeys = true;
    expect(await s.popular()).toEqual(['Kurti 2', 'Kurti 1']);
    await vi.waitFor(() => expect(s.calls.sortKeys).toBe(2));
    s.broken.sortKeys = false;
    expect(await s.popular()).toEqual(['Kurti 2', 'Kurti 1']); // still answered, from the state in use
    expect(s.calls.sortKeys).toBe(2); // not retried on every request
    s.now.advance(POPULAR_REFRESH_MS);
    await vi.waitFor(async () => expect(await s.popular()).toEqual(['Kurti 1', 'Kurti 2']));
    expect(s.calls.sortKeys).toBe(3);
  });

  it("lists the catalogue's own copies when it loaded newer stock before announcing a new version", async () => {
    const s = setUp();
    const stockOf = async () => (await s.service.search({ sort: 'newest' })).items.map((p) => p.stock);
    expect(await stockOf()).toEqual([5, 5]);
    // The same version, a newer snapshot: the state is not rebuilt, yet the cards show the snapshot's stock.
    s.setProducts([{ ...product(1), stock: 0, stockBySize: { M: 0 } }, product(2)]);
    expect((await s.service.search({ sort: 'newest', limit: 1 })).items.map((p) => p.stock)).toEqual([5]);
    expect((await s.service.search({ sort: 'newest', limit: 2 })).items.map((p) => p.stock)).toEqual([5, 0]);
    expect(s.calls.sortKeys).toBe(1);
  });

  it('answers a catalogue change at once, even during a refresh, which never undoes it', async () => {
    const s = setUp();
    await s.popular();
    s.now.advance(POPULAR_REFRESH_MS);
    const release = s.hold();
    await s.popular(); // the refresh starts and waits
    release();
    s.setProducts([product(1), product(2), product(3)]);
    s.catalog.version += 1; // the catalogue changed: the next search waits for the state of it
    const titles = (await s.service.search({ sort: 'newest' })).items.map((p) => p.title);
    expect(titles).toEqual(['Kurti 3', 'Kurti 2', 'Kurti 1']);
    // Whatever the refresh that started before the change does, the change stays.
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      expect((await s.service.search({ sort: 'newest' })).total).toBe(3);
    }
  });
});
