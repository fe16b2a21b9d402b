import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCatalogue } from './db/seed/prepare-catalogue';
import { seedCatalogIfEmpty } from './modules/catalog/seed-catalogue';
import { buildTestApp, type TestApp } from './testing/build-test-app';
import { WARM_UP_PATHS, warmUp } from './warm-up';

// The reads a started server makes before its first shopper (warm-up.ts): after them the shop's first page and a
// product are answered without a statement to the database; without them, the first search reads the catalogue.

let log: string[] | null = null;
let warmed: TestApp;
let cold: TestApp;

async function seededApp(): Promise<TestApp> {
  const t = await buildTestApp({}, { onQuery: (sql) => log?.push(sql) });
  await seedCatalogIfEmpty(t.database.db, prepareCatalogue);
  return t;
}

beforeAll(async () => {
  [warmed, cold] = await Promise.all([seededApp(), seededApp()]);
});
afterAll(() => Promise.all([warmed.close(), cold.close()]));

/** The statements `t` sends while answering GET `url`, and its status. */
async function statementsOf(t: TestApp, url: string): Promise<{ status: number; sent: string[] }> {
  log = [];
  const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  const sent = log;
  log = null;
  return { status: response.statusCode, sent };
}

describe('warmUp', () => {
  it("reads the shop's first page, answered 200", async () => {
    let clock = 0;
    const reads = await warmUp(warmed.app, () => (clock += 5));
    expect(reads).toEqual([{ path: '/api/client/search', status: 200, ms: 5 }]);
  });

  it("leaves the shop's first page and a product page's product answered from memory", async () => {
    const [first] = (await warmed.app.inject({ method: 'GET', url: '/api/client/search?limit=1' })).json<{
      items: { _id: string }[];
    }>().items;
    expect(await statementsOf(warmed, '/api/client/search')).toEqual({ status: 200, sent: [] });
    expect(await statementsOf(warmed, `/api/client/products/${first?._id}`)).toEqual({ status: 200, sent: [] });
  });

  it('is what spares them: a server not warmed reads the catalogue for its first search', async () => {
    const first = await statementsOf(cold, '/api/client/search');
    expect(first.status).toBe(200);
    expect(first.sent.some((sql) => sql.includes('"products"'))).toBe(true);
  });

  it('never throws: a read that fails is reported with status 0', async () => {
    const failing = { inject: () => Promise.reject(new Error('closed')) };
    const reads = await warmUp(failing as never, () => 0);
    expect(reads).toEqual(WARM_UP_PATHS.map((path) => ({ path, status: 0, ms: 0 })));
  });
});
