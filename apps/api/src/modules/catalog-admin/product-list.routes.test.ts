import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';
import { likeContains } from '../../shared/list-query';

let t: TestApp;
let headers: Record<string, string>;
const ids: Record<string, string> = {};

interface Row {
  id: string;
  title: string;
  status: string;
  image: string | null;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  totalStock: number;
  outOfStockSizes: string[];
  lowStockSizes: string[];
  updatedAt: string;
}
interface Page {
  items: Row[];
  total: number;
  nextCursor: string | null;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute, 0, 0));

async function product(
  key: string,
  title: string,
  minute: number,
  variants: Record<string, { pricePaise: number; stock: number }>,
  values: Partial<typeof products.$inferInsert> = {},
) {
  const id = await newProduct(t, title, variants);
  await t.database.db
    .update(products)
    .set({ updatedAt: at(minute), ...values })
    .where(eq(products.id, id));
  ids[key] = id;
}

beforeAll(async () => {
  t = await buildTestApp();
  headers = (await signedInStaff(t)).headers;
  await product('plenty', 'Listed Plenty Kurti', 1, {
    S: { pricePaise: 50_000, stock: 10 },
    M: { pricePaise: 70_000, stock: 10 },
  });
  await product('out', 'Listed Sold Out Kurti', 2, {
    M: { pricePaise: 60_000, stock: 0 },
    L: { pricePaise: 60_000, stock: 2 },
  });
  await product('low', 'Listed Low Saree', 3, { Free: { pricePaise: 250_000, stock: 3 } }, { category: 'saree' });
  await product(
    'draft',
    'Listed 100% Silk_Draft',
    4,
    { M: { pricePaise: 90_000, stock: 4 } },
    { status: 'draft', images: [] },
  );
  await product('archived', 'Listed Archived Kurti', 5, {}, { status: 'archived' });
  // Two rows updated in the same microsecond: the id breaks the tie, so paging neither skips nor repeats.
  await product('tieA', 'Listed Tie Kurti', 6, { M: { pricePaise: 1_000, stock: 9 } });
  await product('tieB', 'Listed Tie Kurti', 6, { M: { pricePaise: 1_000, stock: 9 } });
});
afterAll(() => t.close());

const list = async (query: string): Promise<Page> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/products?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const titles = (page: Page) => page.items.map((r) => r.title);

describe('GET /api/admin/products', () => {
  it('lists newest-updated first with price range, total stock, sizes out and low, and the first photo', async () => {
    const page = await list('q=listed');
    expect(page.total).toBe(7);
    expect(page.nextCursor).toBeNull();
    const tie = [ids.tieA, ids.tieB].sort().reverse();
    expect(page.items.map((r) => r.id)).toEqual([...tie, ids.archived, ids.draft, ids.low, ids.out, ids.plenty]);
    const byId = new Map(page.items.map((r) => [r.id, r]));
    const row = (key: string) => byId.get(ids[key] ?? '');
    expect(row('plenty')).toEqual({
      id: ids.plenty,
      title: 'Listed Plenty Kurti',
      category: 'kurti',
      status: 'active',
      image: '/uploads/listed-plenty-kurti.svg',
      minPricePaise: 50_000,
      maxPricePaise: 70_000,
      totalStock: 20,
      outOfStockSizes: [],
      lowStockSizes: [],
      updatedAt: '2026-11-20T10:01:00.000Z',
    });
    expect(row('out')).toMatchObject({ totalStock: 2, outOfStockSizes: ['M'], lowStockSizes: ['L'] });
    expect(row('draft')).toMatchObject({ image: null, status: 'draft' });
    expect(row('archived')).toMatchObject({
      minPricePaise: null,
      maxPricePaise: null,
      totalStock: 0,
      outOfStockSizes: [],
    });
  });

  it('filters by category, status and stock (out: some size at 0; low: some size at 1..3)', async () => {
    expect(titles(await list('q=listed&category=saree'))).toEqual(['Listed Low Saree']);
    expect(titles(await list('q=listed&status=draft'))).toEqual(['Listed 100% Silk_Draft']);
    expect(titles(await list('q=listed&stock=out'))).toEqual(['Listed Sold Out Kurti']);
    expect(titles(await list('q=listed&stock=low'))).toEqual(['Listed Low Saree', 'Listed Sold Out Kurti']);
    expect((await list('q=listed&status=active&stock=low')).total).toBe(2);
  });

  it('searches titles without case, taking %, _ and \\ literally', async () => {
    expect(titles(await list('q=SOLD%20out'))).toEqual(['Listed Sold Out Kurti']);
    expect(titles(await list(`q=${encodeURIComponent('100%')}`))).toEqual(['Listed 100% Silk_Draft']);
    expect(titles(await list(`q=${encodeURIComponent('k_d')}`))).toEqual(['Listed 100% Silk_Draft']);
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await list(`q=${encodeURIComponent('_')}`)).total).toBe(1);
    expect((await list(`q=${encodeURIComponent('\\')}`)).total).toBe(0);
  });

  it('searches text PostgreSQL cannot hold (NUL) as if it were not there', async () => {
    expect((await list('q=listed%00')).total).toBe(7);
  });

  it('pages with an opaque cursor: every row once, in order, the total on each page', async () => {
    const all = (await list('q=listed')).items.map((r) => r.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(`q=listed&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(7);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    [
      'a tampered time',
      Buffer.from(JSON.stringify(['12x', '0b5a7d0e-1111-4c2a-9d5e-000000000001'])).toString('base64url'),
    ],
    ['a tampered id', Buffer.from(JSON.stringify(['1', "'; drop table products"])).toString('base64url')],
  ])('answers a malformed cursor (%s) with 400 naming cursor', async (_, cursor) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/products?cursor=${cursor}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `cursor: ${M.cursorInvalid}`, code: 'bad_request', field: 'cursor' });
  });

  it('refuses an unknown filter value with 400 naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/products?stock=some', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', field: 'stock' });
  });
});

describe('likeContains', () => {
  it.each([
    ['kurti', '%kurti%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\x', '%c:\\\\x%'],
  ])('%s → %s', (text, pattern) => {
    expect(likeContains(text)).toBe(pattern);
  });
});
