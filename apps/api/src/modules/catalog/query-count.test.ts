import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { prepareCatalogue } from '../../db/seed/prepare-catalogue';
import { seedCatalogIfEmpty } from './seed-catalogue';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

// Budget (docs/rules/performance.md): SQL statements per catalogue request, counted at the database client. The list
// and each product come from one cached snapshot (docs/decisions/011-catalog-cache.md): a cold cache
// costs the version read, one join and the sales not over (docs/decisions/086-sale-prices-on-a-schedule.md), a
// warm one nothing.
const COLD = 3;

interface CountingApp {
  t: TestApp;
  /** Runs `request` and returns the statements it sent. */
  statements(request: () => Promise<unknown>): Promise<string[]>;
}

async function countingApp(): Promise<CountingApp> {
  let log: string[] | null = null;
  const t = await buildTestApp({}, { onQuery: (sql) => log?.push(sql) });
  await seedCatalogIfEmpty(t.database.db, prepareCatalogue);
  return {
    t,
    async statements(request) {
      log = [];
      await request();
      const sent = log;
      log = null;
      return sent;
    },
  };
}

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

let list: CountingApp;
let detail: CountingApp;
let id: string;
beforeAll(async () => {
  [list, detail] = await Promise.all([countingApp(), countingApp()]);
  // Straight from the table, so the detail app's cache stays cold.
  const [first] = await detail.t.database.db.select({ id: products.id }).from(products).limit(1);
  if (!first) throw new Error('the seed catalogue is empty');
  id = first.id;
});
afterAll(() => Promise.all([list.t.close(), detail.t.close()]));

describe('GET /api/client/products', () => {
  it(`runs at most ${COLD} statements on a cold cache, then none while it is warm`, async () => {
    const cold = await list.statements(() => get(list.t, '/api/client/products'));
    expect(cold.length, cold.join('\n')).toBeGreaterThan(0);
    expect(cold.length, cold.join('\n')).toBeLessThanOrEqual(COLD);
    for (let i = 0; i < 3; i++) expect(await list.statements(() => get(list.t, '/api/client/products'))).toEqual([]);
  });

  it('answers a revalidation (304) from memory too', async () => {
    const etag = String((await get(list.t, '/api/client/products')).headers.etag);
    const sent = await list.statements(() =>
      list.t.app.inject({
        method: 'GET',
        url: '/api/client/products',
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      }),
    );
    expect(sent).toEqual([]);
  });
});

describe('GET /api/client/products/{id}', () => {
  it(`runs at most ${COLD} statements on a cold cache, then none while it is warm`, async () => {
    const cold = await detail.statements(() => get(detail.t, `/api/client/products/${id}`));
    expect(cold.length, cold.join('\n')).toBeGreaterThan(0);
    expect(cold.length, cold.join('\n')).toBeLessThanOrEqual(COLD);
    for (let i = 0; i < 3; i++)
      expect(await detail.statements(() => get(detail.t, `/api/client/products/${id}`))).toEqual([]);
  });

  it('never reaches SQL for a malformed or unknown id once the cache is warm', async () => {
    expect(await detail.statements(() => get(detail.t, '/api/client/products/not-an-id'))).toEqual([]);
    expect(
      await detail.statements(() => get(detail.t, '/api/client/products/00000000-0000-4000-8000-000000000000')),
    ).toEqual([]);
  });
});
