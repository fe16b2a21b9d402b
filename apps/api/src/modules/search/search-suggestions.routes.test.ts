import { SuggestResponse } from '@vastra/domain/api';
import { describe, expect, it } from 'vitest';
import { useSearchCatalogueApp } from '../../testing/search-catalogue';

// GET /api/client/search/suggestions over the search's test catalogue (search.routes.test.ts has the search itself).

const { ids, get } = useSearchCatalogueApp();

describe('GET /api/client/search/suggestions', () => {
  const suggest = async (q: string) => {
    const res = await get(`/api/client/search/suggestions?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return SuggestResponse.parse(res.json()).suggestions;
  };

  it('categories first (by spelling), then products with photo and price', async () => {
    const found = await suggest('sar');
    expect(found[0]).toEqual({ kind: 'category', text: 'Saree', category: 'saree' });
    expect(
      found
        .slice(1)
        .map((s) => s.text)
        .sort(),
    ).toEqual(['Banarasi Silk Saree', 'Georgette Saree']);
    expect(found[1]).toMatchObject({ kind: 'product', price: expect.any(Number) });
    const banarasi = found.find((s) => s.text === 'Banarasi Silk Saree');
    expect(banarasi).toEqual({
      kind: 'product',
      text: 'Banarasi Silk Saree',
      productId: ids['Banarasi Silk Saree'],
      image: '/uploads/banarasi-silk-saree.svg',
      price: 2499,
    });
  });

  it.each([
    ['tee', 't-shirt'],
    ['kurta', 'kurti'],
    ['sal', 'suits'],
    ['shor', 'shorts'],
  ])('%s → the %s category first', async (q, category) => {
    expect((await suggest(q))[0]).toMatchObject({ kind: 'category', category });
  });

  it('answers nothing below two characters, and at most six', async () => {
    expect(await suggest('k')).toEqual([]);
    expect((await suggest('kurti')).length).toBeLessThanOrEqual(6);
    expect(await suggest('xyzzy')).toEqual([]);
  });
});
