import { SearchResponse, SuggestResponse } from '@vastra/domain/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';

// docs/decisions/180-category-names-found.md: a product's search document holds its category's slug; a query's word
// that is a word of a category's name, in English or in Hindi, finds that category's products too.

let t: TestApp;
let owner: Record<string, string>;

async function admin(method: 'POST' | 'PATCH', url: string, payload: object) {
  const res = await t.app.inject({ method, url, headers: owner, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signedInStaff(t, { role: 'owner' })).headers;
  await admin('POST', '/api/admin/categories', { name: 'Kaftan', hindiName: 'काफ़्तान', hsn: '6204' });
  const kaftan = await newProduct(t, 'Printed Beach Cover-up', { M: { pricePaise: 99_900, stock: 4 } });
  await t.database.db.update(products).set({ category: 'kaftan' }).where(eq(products.id, kaftan));
  await newProduct(t, 'Floral Long Kurti', { M: { pricePaise: 79_900, stock: 3 } });
  const tee = await newProduct(t, 'Plain Cotton Tee', { M: { pricePaise: 39_900, stock: 3 } });
  await t.database.db.update(products).set({ category: 't-shirt' }).where(eq(products.id, tee));
});
afterAll(() => t.close());

async function titles(q: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/client/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponse.parse(res.json())
    .items.map((p) => p.title)
    .sort();
}

async function suggestedCategories(q: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/client/search/suggestions?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return SuggestResponse.parse(res.json()).suggestions.flatMap((s) => (s.kind === 'category' ? [s.category] : []));
}

describe("a category's names in a query", () => {
  it('its Hindi name finds its products, whose titles do not say it, whole and as the word being typed', async () => {
    expect(await titles('काफ़्तान')).toEqual(['Printed Beach Cover-up']);
    expect(await titles('काफ़्')).toEqual(['Printed Beach Cover-up']);
    // The nukta typed as two characters is the same letter.
    expect(await titles('काफ\u093c्तान')).toEqual(['Printed Beach Cover-up']);
    expect(await titles('printed काफ़्तान')).toEqual(['Printed Beach Cover-up']);
    expect(await titles('floral काफ़्तान')).toEqual([]);
  });

  it("its English name finds them when it is not the slug: a renamed category's new words", async () => {
    expect(await titles('tunics')).toEqual([]);
    await admin('PATCH', '/api/admin/categories/kurti', { name: 'Kurtis & Tunics', hindiName: 'कुर्तियाँ' });
    expect(await titles('tunics')).toEqual(['Floral Long Kurti']);
    expect(await titles('कुर्तियाँ')).toEqual(['Floral Long Kurti']);
    // A typo of a name's word is widened to it as to the catalogue's other words.
    expect(await titles('tunnics')).toEqual(['Floral Long Kurti']);
  });

  it('a Hindi name changed or cleared changes what the search finds at once', async () => {
    await admin('PATCH', '/api/admin/categories/kaftan', { hindiName: 'चोगा' });
    expect(await titles('चोगा')).toEqual(['Printed Beach Cover-up']);
    expect(await titles('काफ़्तान')).toEqual([]);
    await admin('PATCH', '/api/admin/categories/kaftan', { hindiName: '' });
    expect(await titles('चोगा')).toEqual([]);
    expect(await titles('kaftan')).toEqual(['Printed Beach Cover-up']);
  });

  it('the search box suggests the category for the start of its Hindi name', async () => {
    await admin('PATCH', '/api/admin/categories/kaftan', { hindiName: 'काफ़्तान' });
    expect(await suggestedCategories('काफ़')).toEqual(['kaftan']);
    expect(await suggestedCategories('क')).toEqual([]);
  });
});
