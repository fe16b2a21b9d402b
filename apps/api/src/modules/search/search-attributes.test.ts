import { SearchResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';

// Attribute filters, facets and words in GET /api/client/search (docs/decisions/092-attributes.md).

let t: TestApp;

const CATALOGUE: [string, Record<string, string[]>][] = [
  ['Anarkali Kurti', { fabric: ['cotton'], colour: ['red'], occasion: ['festive'] }],
  ['Straight Kurti', { fabric: ['cotton'], colour: ['blue', 'white'] }],
  ['Festive Kurti', { fabric: ['silk'], colour: ['red'] }],
  ['Banarasi Saree', { fabric: ['silk'], colour: ['maroon'], 'wash-care': ['dry-clean-only'] }],
  ['Plain Tee', {}],
];

beforeAll(async () => {
  t = await buildTestApp();
  const owner = (await signedInStaff(t, { role: 'owner' })).headers;
  for (const [title, attributes] of CATALOGUE) {
    const id = await newProduct(t, title, { M: { pricePaise: 79_900, stock: 3 } });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      headers: owner,
      payload: { attributes },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

async function search(query: string): Promise<SearchResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/client/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponse.parse(res.json());
}
const titles = (r: SearchResponse) => r.items.map((p) => p.title).sort();
const counts = (r: SearchResponse, slug: string) =>
  Object.fromEntries(
    (r.facets.attributes?.find((a) => a.slug === slug)?.values ?? []).map((v) => [v.name, v.count] as const),
  );

describe('attribute filters', () => {
  it('fabric=cotton&colour=red: both apply', async () => {
    expect(titles(await search('fabric=cotton&colour=red'))).toEqual(['Anarkali Kurti']);
  });

  it('values of one attribute are alternatives: colour=red,blue', async () => {
    expect(titles(await search('colour=red,blue'))).toEqual(['Anarkali Kurti', 'Festive Kurti', 'Straight Kurti']);
  });

  it('a value no product has matches nothing, and is still offered with 0', async () => {
    const r = await search('fabric=linen');
    expect(r.total).toBe(0);
    expect(counts(r, 'fabric')).toEqual({ Cotton: 2, Silk: 2, Linen: 0 });
  });

  it('counts each facet without its own filter, filters in the shop order, non-filters left out', async () => {
    const r = await search('fabric=cotton&colour=red');
    expect(r.facets.attributes?.map((a) => a.slug)).toEqual(['fabric', 'colour', 'occasion']);
    // Fabric counted with colour=red only; colour with fabric=cotton only; occasion with both.
    expect(counts(r, 'fabric')).toEqual({ Cotton: 1, Silk: 1 });
    expect(counts(r, 'colour')).toEqual({ Red: 1, Blue: 1, White: 1 });
    expect(counts(r, 'occasion')).toEqual({ Festive: 1 });
    // The other facets count with the attribute filters applied.
    expect(r.facets.categories.find((c) => c.value === 'kurti')?.count).toBe(1);
    expect(r.facets.sizes).toEqual([{ value: 'M', count: 1 }]);
  });

  it('without filters, every filter attribute with the values some product has', async () => {
    const r = await search('');
    expect(counts(r, 'colour')).toEqual({ Red: 2, Blue: 1, White: 1, Maroon: 1 });
    expect(r.facets.attributes?.some((a) => a.slug === 'wash-care')).toBe(false);
  });

  it('an attribute that is not a storefront filter still filters', async () => {
    expect(titles(await search('wash-care=dry-clean-only'))).toEqual(['Banarasi Saree']);
  });

  it.each([
    ['fabric=Cotton', 'fabric'],
    ['fabric=cotton,,silk', 'fabric'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/client/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', field });
  });
});

describe('attribute words', () => {
  it('"cotton kurti" finds the kurtis whose fabric is cotton, though no title or description says so', async () => {
    expect(titles(await search('q=cotton+kurti'))).toEqual(['Anarkali Kurti', 'Straight Kurti']);
  });

  it('"maroon" finds the saree by its colour', async () => {
    expect(titles(await search('q=maroon'))).toEqual(['Banarasi Saree']);
  });
});
