import { SearchResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { seedSearchCatalogue } from '../../testing/search-catalogue';

// What a shopper types and what must (and must not) come back, on the fixture catalogue with its traps.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedSearchCatalogue(t);
});
afterAll(() => t.close());

const KURTIS = ['Blue Cotton Kurti', 'Red Cotton Kurti', 'Anarkali Kurti', 'Chikankari Kurti'];
const SAREES = ['Banarasi Silk Saree', 'Georgette Saree'];
const TEES = ['Cotton Tee', 'Graphic T-Shirt'];

const CASES: { q: string; must: string[]; mustNot: string[] }[] = [
  { q: 'kurta', must: KURTIS, mustNot: ['Cotton Tee', 'Zari Work Dupatta', 'Draft Kurti'] },
  { q: 'kurtis', must: KURTIS, mustNot: ['Salwar Suit Set'] },
  { q: 'kur', must: KURTIS, mustNot: ['Cotton Tee'] },
  { q: 'kurtti', must: KURTIS, mustNot: ['Cotton Tee'] },
  { q: 'kurti under', must: KURTIS, mustNot: ['Denim Shorts'] },
  { q: 'kurti under 800', must: ['Blue Cotton Kurti'], mustNot: ['Red Cotton Kurti', 'Anarkali Kurti'] },
  { q: 'kurti over 800', must: ['Red Cotton Kurti', 'Anarkali Kurti'], mustNot: ['Blue Cotton Kurti'] },
  { q: 'sari', must: SAREES, mustNot: ['Zari Work Dupatta', 'Archived Saree'] },
  { q: 'sarees', must: SAREES, mustNot: ['Zari Work Dupatta'] },
  { q: 'saaree', must: SAREES, mustNot: ['Zari Work Dupatta'] },
  { q: 'sadi', must: SAREES, mustNot: ['Zari Work Dupatta', 'Salwar Suit Set'] },
  { q: 'साड़ी', must: SAREES, mustNot: ['Zari Work Dupatta'] },
  { q: 'कुर्ती', must: KURTIS, mustNot: ['Cotton Tee'] },
  { q: 'tshirt', must: TEES, mustNot: ['Blue Cotton Kurti'] },
  { q: 't shirt', must: TEES, mustNot: ['Blue Cotton Kurti', 'Denim Shorts'] },
  { q: 'T-Shirts', must: TEES, mustNot: ['Denim Shorts'] },
  { q: 'tee', must: TEES, mustNot: ['Blue Cotton Kurti', 'Zari Work Dupatta'] },
  { q: 'graphic tshirt', must: ['Graphic T-Shirt'], mustNot: ['Cotton Tee'] },
  { q: 'cotton tee', must: ['Cotton Tee'], mustNot: ['Blue Cotton Kurti', 'Graphic T-Shirt'] },
  { q: 'anarkalli', must: ['Anarkali Kurti'], mustNot: ['Blue Cotton Kurti', 'Red Cotton Kurti'] },
  { q: 'anarkalee', must: ['Anarkali Kurti'], mustNot: ['Chikankari Kurti'] },
  { q: 'blue cotton kurta', must: ['Blue Cotton Kurti'], mustNot: ['Red Cotton Kurti', 'Cotton Tee', 'Denim Shorts'] },
  { q: 'red', must: ['Red Cotton Kurti'], mustNot: ['Blue Cotton Kurti'] },
  { q: 'blue', must: ['Blue Cotton Kurti', 'Cotton Tee', 'Denim Shorts'], mustNot: ['Red Cotton Kurti'] },
  { q: 'banarsi', must: ['Banarasi Silk Saree'], mustNot: ['Georgette Saree', 'Zari Work Dupatta'] },
  { q: 'silk saree', must: ['Banarasi Silk Saree'], mustNot: ['Georgette Saree'] },
  { q: 'zari', must: ['Zari Work Dupatta', 'Banarasi Silk Saree'], mustNot: ['Georgette Saree'] },
  { q: 'chikan', must: ['Chikankari Kurti'], mustNot: ['Anarkali Kurti'] },
  { q: 'Chikankārī', must: ['Chikankari Kurti'], mustNot: ['Anarkali Kurti'] },
  { q: 'duppata', must: ['Zari Work Dupatta', 'Salwar Suit Set'], mustNot: ['Banarasi Silk Saree'] },
  { q: 'suit', must: ['Salwar Suit Set'], mustNot: ['Denim Shorts', 'Blue Cotton Kurti'] },
  { q: 'salwar suit', must: ['Salwar Suit Set'], mustNot: ['Denim Shorts'] },
  { q: 'short', must: ['Denim Shorts'], mustNot: ['Salwar Suit Set', 'Cotton Tee'] },
  { q: 'georgete', must: ['Georgette Saree'], mustNot: ['Banarasi Silk Saree'] },
  { q: 'draft', must: [], mustNot: ['Draft Kurti'] },
  // Two neighbouring letters swapped (docs/decisions/167-transposed-letters.md): a catalogue word the domain knows,
  // and words of this shop's own titles, which trigrams alone miss in a short word.
  { q: 'kutra', must: KURTIS, mustNot: ['Cotton Tee', 'Salwar Suit Set'] },
  { q: 'slik saree', must: ['Banarasi Silk Saree'], mustNot: ['Georgette Saree'] },
  { q: 'red cottno kurti', must: ['Red Cotton Kurti'], mustNot: ['Blue Cotton Kurti', 'Cotton Tee'] },
  { q: 'dneim', must: ['Denim Shorts'], mustNot: ['Blue Cotton Kurti'] },
  { q: 'kurtaa', must: KURTIS, mustNot: ['Cotton Tee', 'Salwar Suit Set'] },
  { q: 'sareee', must: SAREES, mustNot: ['Zari Work Dupatta'] },
  // One letter left out, typed too many or mistyped (docs/decisions/169-one-letter-slips.md): in a catalogue word the
  // domain knows, and in this shop's own words.
  { q: 'krta', must: KURTIS, mustNot: ['Cotton Tee', 'Salwar Suit Set'] },
  { q: 'cottan tee', must: ['Cotton Tee'], mustNot: ['Blue Cotton Kurti', 'Graphic T-Shirt'] },
  { q: 'silck saree', must: ['Banarasi Silk Saree'], mustNot: ['Georgette Saree'] },
  { q: 'graphc', must: ['Graphic T-Shirt'], mustNot: ['Cotton Tee'] },
  { q: 'salvar suit', must: ['Salwar Suit Set'], mustNot: ['Denim Shorts'] },
  { q: 'shrts', must: ['Denim Shorts'], mustNot: ['Cotton Tee', 'Salwar Suit Set'] },
  // Colours said in Hindi, "wear" and Hindi's small words left out.
  { q: 'lal kurti', must: ['Red Cotton Kurti'], mustNot: ['Blue Cotton Kurti', 'Anarkali Kurti'] },
  { q: 'नीली कुर्ती', must: ['Blue Cotton Kurti'], mustNot: ['Red Cotton Kurti'] },
  { q: 'kurti for girl', must: KURTIS, mustNot: ['Cotton Tee'] },
  { q: 'silk saree wear', must: ['Banarasi Silk Saree'], mustNot: ['Georgette Saree'] },
  // Fabrics said in Hindi.
  { q: 'suti kurta', must: ['Blue Cotton Kurti', 'Red Cotton Kurti'], mustNot: ['Anarkali Kurti', 'Salwar Suit Set'] },
  { q: 'reshmi sadi', must: ['Banarasi Silk Saree'], mustNot: ['Georgette Saree', 'Zari Work Dupatta'] },
  { q: 'सूती', must: ['Blue Cotton Kurti', 'Cotton Tee'], mustNot: ['Banarasi Silk Saree', 'Salwar Suit Set'] },
];

describe('search quality', () => {
  it.each(CASES)('$q', async ({ q, must, mustNot }) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/client/search?q=${encodeURIComponent(q)}&limit=48` });
    expect(res.statusCode, res.body).toBe(200);
    const found = SearchResponse.parse(res.json()).items.map((p) => p.title);
    for (const title of must) expect(found, `${q} must find ${title}`).toContain(title);
    for (const title of mustNot) expect(found, `${q} must not find ${title}`).not.toContain(title);
  });

  it('puts the title match first: "anarkalli" → Anarkali Kurti', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/search?q=anarkalli' });
    expect(SearchResponse.parse(res.json()).items[0]?.title).toBe('Anarkali Kurti');
  });
});
