import { describe, expect, it } from 'vitest';
import { titlesOf as titles, useSearchCatalogueApp } from '../../testing/search-catalogue';

// GET /api/client/search's filters over the search's test catalogue, and the facets each answer counts
// (search.routes.test.ts has the list, sorts, words and pages).

const { search } = useSearchCatalogueApp();

describe('filters and facets', () => {
  it('size=M&inStock=true: that size in stock; each facet counts without its own filter', async () => {
    const r = await search('size=M&inStock=true');
    expect(titles(r)).toEqual([
      'Blue Cotton Kurti',
      'Red Cotton Kurti',
      'Chikankari Kurti',
      'Cotton Tee',
      'Graphic T-Shirt',
      'Salwar Suit Set',
      'Denim Shorts',
    ]);
    expect(r.total).toBe(7);
    expect(r.facets.categories).toEqual([
      { value: 'kurti', name: 'Kurti', count: 3 },
      { value: 'suits', name: 'Suits', count: 1 },
      { value: 't-shirt', name: 'T-Shirt', count: 2 },
      { value: 'saree', name: 'Saree', count: 0 },
      { value: 'shorts', name: 'Shorts', count: 1 },
    ]);
    expect(r.facets.sizes).toEqual([
      { value: 'S', count: 3 },
      { value: 'M', count: 7 },
      { value: 'L', count: 2 },
      { value: 'Free', count: 2 },
    ]);
    expect(r.facets.priceBands.map((b) => b.count)).toEqual([2, 3, 2, 0]);
  });

  it('size takes a comma list: any of the sizes, in stock (what its count promised)', async () => {
    const r = await search('size=XL,Free');
    // Georgette Saree's Free and Graphic T-Shirt's XL have none left.
    expect(titles(r)).toEqual(['Zari Work Dupatta', 'Banarasi Silk Saree']);
    expect(r.facets.sizes).toEqual([
      { value: 'S', count: 3 },
      { value: 'M', count: 7 },
      { value: 'L', count: 2 },
      { value: 'XL', count: 0 },
      { value: 'Free', count: 2 },
    ]);
  });

  it('a size no product has (an old link) matches nothing, and is shown in its place among the sizes', async () => {
    const r = await search('size=XXL,S');
    expect(r.total).toBe(3);
    expect(r.facets.sizes).toEqual([
      { value: 'S', count: 3 },
      { value: 'M', count: 7 },
      { value: 'L', count: 2 },
      { value: 'XXL', count: 0 },
      { value: 'Free', count: 2 },
    ]);
  });

  it('category with a price range in rupees on the card price', async () => {
    const r = await search('category=kurti&minPrice=700&maxPrice=1300');
    expect(titles(r)).toEqual(['Red Cotton Kurti', 'Chikankari Kurti']);
    expect(r.facets.categories.map((c) => c.count)).toEqual([2, 0, 0, 1, 0]);
    expect(r.facets.priceBands.map((b) => b.count)).toEqual([0, 2, 2, 0]);
  });

  it('inStock=true leaves out products with no stock at all', async () => {
    const r = await search('inStock=true&category=saree');
    expect(titles(r)).toEqual(['Banarasi Silk Saree']);
  });
});
