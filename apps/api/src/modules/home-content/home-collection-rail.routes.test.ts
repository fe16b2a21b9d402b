import type { AdminCollection, AdminHomeResponse, HomeResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';

// A home rail whose products are one of the shop's collections (docs/decisions/094-home-content.md, 098): a manual
// collection's products in its order, an automatic one's by its rules and sort, a hidden one's rail not shown.

const UNKNOWN = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

let t: TestApp;
let owner: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  ids.silk = await newProduct(t, 'Silk Saree', { Free: { pricePaise: 199_900, stock: 3 } });
  ids.cotton = await newProduct(t, 'Cotton Kurti', { M: { pricePaise: 89_900, stock: 3 } });
  ids.linen = await newProduct(t, 'Linen Kurti', { M: { pricePaise: 69_900, stock: 3 } });
  ids.chanderi = await newProduct(t, 'Chanderi Suit', { M: { pricePaise: 149_900, stock: 3 } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
const clientHome = async () => (await t.app.inject({ method: 'GET', url: '/api/client/home' })).json<HomeResponse>();
const version = async () => (await call('GET', '/api/admin/home')).json<AdminHomeResponse>().version;

async function collection(title: string, body: object): Promise<AdminCollection> {
  const res = await call('POST', '/api/admin/collections', { title, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminCollection>();
}

const rail = (id: string, title: string, collectionId: string, count = 12) => ({
  id,
  title,
  source: 'collection',
  collection: collectionId,
  count,
});

describe('a collection rail on the home', () => {
  it("shows a manual collection's products in its order, an automatic one's by its rules", async () => {
    const festive = await collection('Festive Picks', { kind: 'manual' });
    const order = [ids.chanderi, ids.linen, ids.silk];
    expect((await call('PUT', `/api/admin/collections/${festive.id}/products`, { productIds: order })).statusCode).toBe(
      200,
    );
    const under = await collection('Under 999', {
      kind: 'automatic',
      rules: [{ kind: 'price', maxPaise: 99_900 }],
      sort: 'price-asc',
    });
    const saved = await call('PUT', '/api/admin/home', {
      version: await version(),
      slides: [],
      rails: [rail('festive', 'Festive Picks', festive.id, 2), rail('under', 'Under ₹999', under.id)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminHomeResponse>().rails.map((r) => [r.id, r.source, r.collection, r.count])).toEqual([
      ['festive', 'collection', festive.id, 2],
      ['under', 'collection', under.id, 12],
    ]);

    const home = await clientHome();
    expect(home.rails?.map((r) => [r.title, r.source, r.items.map((p) => p.title)])).toEqual([
      ['Festive Picks', 'collection', ['Chanderi Suit', 'Linen Kurti']],
      ['Under ₹999', 'collection', ['Linen Kurti', 'Cotton Kurti']],
    ]);

    // The collection's order changed: the home follows at once (a collection change is a catalogue change).
    await call('PUT', `/api/admin/collections/${festive.id}/products`, { productIds: [ids.silk, ids.cotton] });
    expect((await clientHome()).rails?.[0]?.items.map((p) => p.title)).toEqual(['Silk Saree', 'Cotton Kurti']);
  });

  it("leaves a hidden collection's rail out of the home, and shows it again once visible", async () => {
    const quiet = await collection('Quiet Edit', { kind: 'manual', visible: false });
    await call('PUT', `/api/admin/collections/${quiet.id}/products`, { productIds: [ids.silk] });
    const saved = await call('PUT', '/api/admin/home', {
      version: await version(),
      slides: [],
      rails: [rail('quiet', 'Quiet Edit', quiet.id)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await clientHome()).rails).toEqual([]);

    const shown = await call('PUT', `/api/admin/collections/${quiet.id}`, {
      title: quiet.title,
      slug: quiet.slug,
      kind: 'manual',
      visible: true,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await clientHome()).rails?.map((r) => [r.title, r.items.map((p) => p.title)])).toEqual([
      ['Quiet Edit', ['Silk Saree']],
    ]);
  });

  it('refuses a collection rail without a collection (400) or with an unknown one (422 home_invalid)', async () => {
    const before = await version();
    const missing = await call('PUT', '/api/admin/home', {
      version: before,
      slides: [],
      rails: [{ id: 'x', title: 'Diwali', source: 'collection', count: 4 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'bad_request',
      field: 'rails.0.collection',
      message: 'rails.0.collection: Choose the collection whose products the rail shows.',
    });
    const unknown = await call('PUT', '/api/admin/home', {
      version: before,
      slides: [],
      rails: [rail('x', 'Diwali', UNKNOWN)],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      code: 'home_invalid',
      message: 'There is no such collection any more. Choose one of the list.',
    });
    expect(await version()).toBe(before);
  });
});
