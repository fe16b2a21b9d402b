import { SearchResponse, type AttributesResponse } from '@vastra/domain/api';
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

  it("finds products by their values' Hindi names, as the owner changes them (decision 176)", async () => {
    const q = (words: string) => search(`q=${encodeURIComponent(words)}`).then(titles);
    // कॉटन is no synonym of the search's: the products are found by cotton's Hindi name, which migration 0048 gave it.
    expect(await q('कॉटन कुर्ती')).toEqual(['Anarkali Kurti', 'Straight Kurti']);
    expect(await q('कत्थई')).toEqual([]);

    // The owner names maroon कत्थई in Hindi: the saree is found by it; once cleared, no longer.
    const owner = (await signedInStaff(t, { role: 'owner' })).headers;
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/attributes', headers: owner });
    const colour = list.json<AttributesResponse>().attributes.find((a) => a.slug === 'colour');
    const maroon = colour?.values.find((v) => v.slug === 'maroon');
    const name = async (hindiName: string) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/attributes/${colour?.id}/values/${maroon?.id}`,
        headers: owner,
        payload: { hindiName },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await name('कत्थई');
    expect(await q('कत्थई साड़ी')).toEqual(['Banarasi Saree']);
    await name('');
    expect(await q('कत्थई')).toEqual([]);
    expect(await q('maroon')).toEqual(['Banarasi Saree']);
  });
});

describe('names in Hindi (docs/decisions/174-attribute-names-in-hindi.md)', () => {
  it('the facets and a product carry the Hindi names migration 0048 gave the defaults, none once cleared', async () => {
    const r = await search('fabric=cotton');
    const colour = r.facets.attributes?.find((a) => a.slug === 'colour');
    expect(colour?.hindiName).toBe('रंग');
    expect(colour?.values.map((v) => [v.value, v.hindiName])).toEqual([
      ['red', 'लाल'],
      ['blue', 'नीला'],
      ['white', 'सफ़ेद'.normalize('NFC')],
    ]);
    const anarkali = r.items.find((p) => p.title === 'Anarkali Kurti');
    const product = await t.app.inject({ method: 'GET', url: `/api/client/products/${anarkali?._id}` });
    expect(product.json().attributes).toEqual([
      {
        slug: 'fabric',
        name: 'Fabric',
        hindiName: 'कपड़ा'.normalize('NFC'),
        values: [{ slug: 'cotton', name: 'Cotton', hindiName: 'कॉटन' }],
      },
      { slug: 'colour', name: 'Colour', hindiName: 'रंग', values: [{ slug: 'red', name: 'Red', hindiName: 'लाल' }] },
      {
        slug: 'occasion',
        name: 'Occasion',
        hindiName: 'मौक़ा'.normalize('NFC'),
        values: [{ slug: 'festive', name: 'Festive', hindiName: 'त्योहार' }],
      },
    ]);

    // The owner clears the colour's Hindi name: the next answers have none for it, its values keep theirs.
    const owner = (await signedInStaff(t, { role: 'owner' })).headers;
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/attributes', headers: owner });
    const id = list.json<AttributesResponse>().attributes.find((a) => a.slug === 'colour')?.id;
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/attributes/${id}`,
      headers: owner,
      payload: { hindiName: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const again = (await search('fabric=silk')).facets.attributes?.find((a) => a.slug === 'colour');
    expect(again).not.toHaveProperty('hindiName');
    expect(again?.values[0]).toEqual({ value: 'red', name: 'Red', hindiName: 'लाल', count: 1 });
  });
});
