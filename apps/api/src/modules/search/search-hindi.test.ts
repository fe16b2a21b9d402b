import { SearchResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';

// Hindi titles in GET /api/client/search (docs/decisions/136-hindi-storefront.md): a product's Hindi title is in its
// search document beside its title, so a query in Devanagari finds it, whether the word is one the search maps to the
// catalogue's (अनारकली → anarkali) or not (रेशमी).

let t: TestApp;
let owner: Record<string, string>;
const ids: Record<string, string> = {};

/** A nukta written as one character (ड़, U+095C) and as two (ड + ़): the same letter. */
const DDA_ONE = '\u095c';
const DDA_TWO = '\u0921\u093c';

const CATALOGUE: [string, string][] = [
  ['Floral Long Kurti', 'लाल अनारकली कुर्ती'],
  ['Banarasi Silk Saree', 'बनारसी रेशमी साड़ी'],
  ['Wide Leg Palazzo', `चौ${DDA_ONE}ा पलाज़ो`],
  ['Anarkali Gown', ''],
  ['Plain Tee', ''],
];

async function setHindiTitle(title: string, titleHi: string) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${ids[title]}`,
    headers: owner,
    payload: { titleHi },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signedInStaff(t, { role: 'owner' })).headers;
  for (const [title, titleHi] of CATALOGUE) {
    ids[title] = await newProduct(t, title, { M: { pricePaise: 79_900, stock: 3 } });
    if (titleHi) await setHindiTitle(title, titleHi);
  }
});
afterAll(() => t.close());

async function search(q: string): Promise<SearchResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/client/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponse.parse(res.json());
}
const titles = async (q: string) => (await search(q)).items.map((p) => p.title).sort();

describe('a query in Devanagari', () => {
  it('"अनारकली" finds the product whose Hindi title says it and the one whose English title does', async () => {
    expect(await titles('अनारकली')).toEqual(['Anarkali Gown', 'Floral Long Kurti']);
  });

  it('"anarkali" in Latin letters finds the Hindi title too', async () => {
    expect(await titles('anarkali')).toEqual(['Anarkali Gown', 'Floral Long Kurti']);
  });

  it('a word the search does not map (रेशमी, silk) finds the product by its Hindi title, as a prefix too', async () => {
    expect(await titles('रेशमी')).toEqual(['Banarasi Silk Saree']);
    expect(await titles('रेश')).toEqual(['Banarasi Silk Saree']);
    expect(await titles('लाल कुर्ती')).toEqual(['Floral Long Kurti']);
  });

  it('finds a word with a nukta however it was typed, in the title or in the query', async () => {
    expect(await titles(`चौ${DDA_TWO}ा`)).toEqual(['Wide Leg Palazzo']);
    expect(await titles(`चौ${DDA_ONE}ा`)).toEqual(['Wide Leg Palazzo']);
  });

  it('answers the products as cards with their Hindi title (the description is for the product page)', async () => {
    const [item] = (await search('रेशमी')).items;
    expect(item?.hindi).toEqual({ title: 'बनारसी रेशमी साड़ी' });
    expect(item).not.toHaveProperty('description');
    const [tee] = (await search('plain')).items;
    expect(tee?.title).toBe('Plain Tee');
    expect(tee).not.toHaveProperty('hindi');
  });
});

describe('an edit of a Hindi title', () => {
  it('changes what the search finds at once, as an edit of the title does', async () => {
    expect(await titles('सूती')).toEqual([]);
    expect(await titles('t-shirt')).toEqual([]);
    await setHindiTitle('Plain Tee', 'सादी सूती टी शर्ट');
    expect(await titles('सूती')).toEqual(['Plain Tee']);
    // "t-shirt" is written टी शर्ट too: the two words side by side.
    expect(await titles('t-shirt')).toEqual(['Plain Tee']);
    await setHindiTitle('Plain Tee', '');
    expect(await titles('सूती')).toEqual([]);
  });
});
