import { SearchResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct } from '../../testing/factories';

// The size filter of products in sizes and colours (docs/decisions/099-variant-options.md, 102 "Filters that tell
// the truth"): a variant's key "M / Red" is size M; the facet lists sizes with in-stock counts, never a key.

let t: TestApp;

/** A product with option2 "Colour" and the given stock per key ("M / Red"). */
async function inColours(title: string, stockByKey: Record<string, number>): Promise<string> {
  const db = t.database.db;
  const [row] = await db
    .insert(products)
    .values({ title, category: 'kurti', images: ['/uploads/colours.svg'], option2Name: 'Colour' })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  await db.insert(productVariants).values(
    Object.entries(stockByKey).map(([size, stock], position) => {
      const [option1, option2] = size.split(' / ');
      return { productId: row.id, size, option1, option2, pricePaise: 99_900, stock, position };
    }),
  );
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  // M in stock only in blue; L in red.
  await inColours('Colour Kurti', { 'M / Red': 0, 'M / Blue': 2, 'L / Red': 1 });
  // Every M sold out, S in stock.
  await inColours('Sold M Kurti', { 'M / Red': 0, 'M / Blue': 0, 'S / Red': 4 });
  await newProduct(t, 'Plain Kurti', { M: { pricePaise: 79_900, stock: 3 }, XL: { pricePaise: 79_900, stock: 0 } });
});
afterAll(() => t.close());

async function search(query: string): Promise<SearchResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/client/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponse.parse(res.json());
}
const titles = (r: SearchResponse) => r.items.map((p) => p.title).sort();
const sizeCounts = (r: SearchResponse) => Object.fromEntries(r.facets.sizes.map((s) => [s.value, s.count] as const));

describe('size filter with two options', () => {
  it('lists sizes, never keys; a product counts once for a size when any variant of it is in stock', async () => {
    const r = await search('category=kurti');
    expect(sizeCounts(r)).toEqual({ S: 1, M: 2, L: 1 });
    expect(r.facets.sizes.map((s) => s.value)).toEqual(['S', 'M', 'L']);
  });

  it('size=M finds the product whose blue M is in stock, not the one whose every M is sold out', async () => {
    expect(titles(await search('category=kurti&size=M'))).toEqual(['Colour Kurti', 'Plain Kurti']);
  });

  it('size=L finds the product by its red L; size=S by its red S', async () => {
    expect(titles(await search('category=kurti&size=L'))).toEqual(['Colour Kurti']);
    expect(titles(await search('category=kurti&size=S'))).toEqual(['Sold M Kurti']);
  });

  it('a key as the size filter matches nothing and shows as 0', async () => {
    const r = await search(`category=kurti&size=${encodeURIComponent('M / Red')}`);
    expect(r.total).toBe(0);
    expect(r.facets.sizes.find((s) => s.value === 'M / Red')?.count).toBe(0);
  });
});
