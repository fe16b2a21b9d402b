import type { AdminCollection, CollectionPageResponse } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { COLLECTIONS_MESSAGES as M } from '@vastra/domain/collections';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';

// Collections: /api/admin/collections and the storefront's /api/client/collections/:slug
// (docs/decisions/098-collections.md).

let t: TestApp;
let owner: Record<string, string>;
let packer: Record<string, string>;
const ids: Record<string, string> = {};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const page = (slug: string, cursor?: string) =>
  t.app.inject({ method: 'GET', url: `/api/client/collections/${slug}${cursor ? `?cursor=${cursor}` : ''}` });
const titles = (res: { json: () => unknown }) => (res.json() as CollectionPageResponse).items.map((p) => p.title);

beforeAll(async () => {
  t = await buildTestApp({}, { clock: manualClock(new Date('2026-10-20T10:00:00Z')) });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  packer = (await signedInStaff(t, { role: 'packer', fullName: 'Pavan Packer' })).headers;
  ids.cheap = await newProduct(t, 'Cheap Kurti', { M: { pricePaise: 59_900, stock: 2 } });
  ids.dear = await newProduct(t, 'Dear Kurti', { M: { pricePaise: 249_900, stock: 2 } });
  ids.mid = await newProduct(t, 'Mid Kurti', { M: { pricePaise: 99_900, stock: 2 } });
  ids.draft = await newProduct(t, 'Draft Kurti', { M: { pricePaise: 19_900, stock: 2 } });
  await t.database.db
    .update(products)
    .set({ status: 'draft' })
    .where(eq(products.id, ids.draft ?? ''));
});
afterAll(() => t.close());

const under999 = {
  title: 'Under ₹999',
  description: 'Kurtis from ₹999 down.',
  seoTitle: 'Kurtis under ₹999',
  kind: 'automatic',
  rules: [
    { kind: 'category', category: 'kurti' },
    { kind: 'price', maxPaise: 99_900 },
  ],
  sort: 'price-asc',
  showInNav: true,
};

describe('an automatic collection', () => {
  it('is created with its address from the title, audited, and lists its active products in its order', async () => {
    const res = await call('POST', '/api/admin/collections', under999);
    expect(res.statusCode).toBe(201);
    const created = res.json<AdminCollection>();
    expect(created).toMatchObject({ slug: 'under-999', kind: 'automatic', sort: 'price-asc', products: [] });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'collection.create'), eq(auditLog.targetId, created.id)));
    expect(audit).toBeDefined();

    const shown = await page('under-999');
    expect(shown.statusCode).toBe(200);
    expect(shown.json<CollectionPageResponse>().collection).toEqual({
      slug: 'under-999',
      title: 'Under ₹999',
      description: 'Kurtis from ₹999 down.',
      seoTitle: 'Kurtis under ₹999',
      seoDescription: '',
      image: null,
    });
    // The draft is not shown; the ₹2,499 kurti is above the bound.
    expect(titles(shown)).toEqual(['Cheap Kurti', 'Mid Kurti']);
  });

  it('shows a change at once (the catalogue is told after the commit)', async () => {
    const [created] = (await call('GET', '/api/admin/collections')).json<{ collections: AdminCollection[] }>()
      .collections;
    const res = await call('PUT', `/api/admin/collections/${created?.id}`, { ...under999, sort: 'price-desc' });
    expect(res.statusCode).toBe(200);
    expect(titles(await page('under-999'))).toEqual(['Mid Kurti', 'Cheap Kurti']);
  });

  it('keeps a "tagged" condition as the tag is stored (lower case) and answers it (201, then 200)', async () => {
    const body = { title: 'Festive Tagged', kind: 'automatic', rules: [{ kind: 'tag', tag: '  Festive  Edit ' }] };
    const res = await call('POST', '/api/admin/collections', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AdminCollection>().rules).toEqual([{ kind: 'tag', tag: 'festive edit' }]);
    const read = await call('GET', '/api/admin/collections');
    const listed = read
      .json<{ collections: AdminCollection[] }>()
      .collections.find((c) => c.title === 'Festive Tagged');
    expect(listed?.rules).toEqual([{ kind: 'tag', tag: 'festive edit' }]);
  });

  it('refuses a rule naming a category or attribute value the shop lacks, naming the condition (422)', async () => {
    const lehenga = await call('POST', '/api/admin/collections', {
      title: 'Lehengas',
      kind: 'automatic',
      rules: [{ kind: 'category', category: 'lehenga' }],
    });
    expect(lehenga.statusCode).toBe(422);
    expect(lehenga.json()).toMatchObject({
      code: 'collection_invalid',
      field: 'rules.0.category',
      message: M.unknownCategory('lehenga'),
    });
    const value = await call('POST', '/api/admin/collections', {
      title: 'Velvet',
      kind: 'automatic',
      rules: [{ kind: 'attribute', attribute: 'fabric', values: ['velvet'] }],
    });
    expect(value.json()).toMatchObject({ code: 'collection_invalid', message: M.unknownValue('velvet', 'Fabric') });
  });

  it('refuses an automatic collection without conditions and a manual one with them (400)', async () => {
    const none = await call('POST', '/api/admin/collections', { title: 'Empty', kind: 'automatic' });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toContain(M.rulesEmpty);
    const manual = await call('POST', '/api/admin/collections', { ...under999, kind: 'manual' });
    expect(manual.statusCode).toBe(400);
    expect(manual.json<{ message: string }>().message).toContain(M.rulesForManual);
  });

  it('refuses an address another collection has (409)', async () => {
    const res = await call('POST', '/api/admin/collections', { ...under999, title: 'Under 999' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'collection_slug_taken', message: M.slugTaken('under-999') });
  });

  it('every member of staff reads them; a packer may not change them', async () => {
    expect((await call('GET', '/api/admin/collections', undefined, packer)).statusCode).toBe(200);
    const res = await call('POST', '/api/admin/collections', under999, packer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: missingPermissionMessage('catalogue') });
  });
});

describe('a manual collection', () => {
  let id = '';
  it("lists the owner's products in the owner's order, and a new order at once", async () => {
    const created = await call('POST', '/api/admin/collections', { title: 'Diwali Edit', kind: 'manual' });
    id = created.json<AdminCollection>().id;
    const set = await call('PUT', `/api/admin/collections/${id}/products`, {
      productIds: [ids.dear, ids.draft, ids.cheap],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<AdminCollection>().products.map((p) => p.title)).toEqual([
      'Dear Kurti',
      'Draft Kurti',
      'Cheap Kurti',
    ]);
    expect(titles(await page('diwali-edit'))).toEqual(['Dear Kurti', 'Cheap Kurti']);
    await call('PUT', `/api/admin/collections/${id}/products`, { productIds: [ids.cheap, ids.dear] });
    expect(titles(await page('diwali-edit'))).toEqual(['Cheap Kurti', 'Dear Kurti']);
  });

  it('refuses an unknown product, naming it (422), and keeps the list it had', async () => {
    const unknown = '00000000-0000-4000-8000-000000000099';
    const res = await call('PUT', `/api/admin/collections/${id}/products`, { productIds: [ids.mid, unknown] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'collection_invalid', field: 'productIds.1' });
    expect(titles(await page('diwali-edit'))).toEqual(['Cheap Kurti', 'Dear Kurti']);
  });

  it('a hidden collection is not found on the storefront; a deleted one neither, its products stay', async () => {
    await call('PUT', `/api/admin/collections/${id}`, { title: 'Diwali Edit', kind: 'manual', visible: false });
    const hidden = await page('diwali-edit');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: M.notFound, code: 'not_found' });
    expect((await call('DELETE', `/api/admin/collections/${id}`)).statusCode).toBe(200);
    expect((await page('diwali-edit')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/collections/${id}`)).statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(products)
        .where(eq(products.id, ids.cheap ?? '')),
    ).toHaveLength(1);
  });
});

describe('the storefront page', () => {
  it('answers an unknown address 404 and a made-up cursor 400 naming it', async () => {
    expect((await page('no-such-thing')).statusCode).toBe(404);
    const bad = await page('under-999', 'bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'cursor' });
  });

  it('pages through a long collection with its cursor, each product once', async () => {
    for (let i = 0; i < 30; i++)
      await newProduct(t, `Bulk Kurti ${String(i).padStart(2, '0')}`, { M: { pricePaise: 39_900 + i, stock: 1 } });
    await call('POST', '/api/admin/collections', {
      title: 'Bulk',
      kind: 'automatic',
      rules: [{ kind: 'price', maxPaise: 50_000 }],
      sort: 'title',
    });
    const first = (await page('bulk')).json<CollectionPageResponse>();
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).not.toBeNull();
    const second = (await page('bulk', first.nextCursor ?? '')).json<CollectionPageResponse>();
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((p) => p.title);
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    expect(all).toEqual([...all].sort());
  });
});

describe('product tags', () => {
  it('are written lower-cased and once by the admin product API, and select products for a tag rule', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${ids.mid}`,
      headers: owner,
      payload: { tags: [' Diwali ', 'DIWALI', 'Silk   Blend'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ tags: string[] }>().tags).toEqual(['diwali', 'silk blend']);
    await call('POST', '/api/admin/collections', {
      title: 'Festive',
      kind: 'automatic',
      rules: [{ kind: 'tag', tag: 'Diwali' }],
    });
    expect(titles(await page('festive'))).toEqual(['Mid Kurti']);
  });

  it('refuses a tag with a comma (400) and keeps the tags it had', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${ids.mid}`,
      headers: owner,
      payload: { tags: ['a,b'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(M.tagShape);
    const [row] = await t.database.db
      .select({ tags: products.tags })
      .from(products)
      .where(eq(products.id, ids.mid ?? ''));
    expect(row?.tags).toEqual(['diwali', 'silk blend']);
  });
});
