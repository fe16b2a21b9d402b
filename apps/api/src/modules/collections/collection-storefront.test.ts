import type { AdminCollection, CollectionPageResponse, ShopConfig } from '@vastra/domain/api';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';

// Where the storefront meets the collections beyond their page (docs/decisions/098-collections.md): the menu's links
// in GET /api/shop-config and the visible collections' pages in the sitemap, both current after every change; the
// page itself sent as a prepared body.

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
});
afterAll(() => t.close());

const body = (title: string, over: object = {}) => ({ title, kind: 'manual', ...over });
const create = async (title: string, over: object = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/collections',
    headers: owner,
    payload: body(title, over),
  });
  expect(res.statusCode).toBe(201);
  return res.json<AdminCollection>();
};
const menu = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/shop-config' })).json<ShopConfig>().collections;
const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

describe('the menu and the sitemap', () => {
  it('list visible collections: the menu only those marked for it, in their order', async () => {
    expect(await menu()).toEqual([]);
    await create('Wedding', { showInNav: true, navPosition: 2 });
    const festive = await create('Festive', { showInNav: true, navPosition: 1 });
    await create('Quiet', { showInNav: false });
    await create('Secret', { showInNav: true, visible: false });
    expect(await menu()).toEqual([
      { slug: 'festive', title: 'Festive' },
      { slug: 'wedding', title: 'Wedding' },
    ]);
    const xml = await sitemap();
    expect(xml).toContain('/collections/festive</loc>');
    expect(xml).toContain('/collections/quiet</loc>');
    expect(xml).not.toContain('/collections/secret');

    // Hidden now: out of the menu and the sitemap at once.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/collections/${festive.id}`,
      headers: owner,
      payload: body('Festive', { showInNav: true, visible: false }),
    });
    expect(res.statusCode).toBe(200);
    expect(await menu()).toEqual([{ slug: 'wedding', title: 'Wedding' }]);
    expect(await sitemap()).not.toContain('/collections/festive');
  });

  it("sends a collection's page as a prepared body: compressed as asked, the same ETag, then 304", async () => {
    await create('Cotton Edit');
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/client/collections/cotton-edit',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const page = JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')) as CollectionPageResponse;
    expect(page.collection.title).toBe('Cotton Edit');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/client/collections/cotton-edit',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const missing = await t.app.inject({ method: 'GET', url: '/api/client/collections/no-such-edit' });
    expect(missing.statusCode).toBe(404);
  });
});
