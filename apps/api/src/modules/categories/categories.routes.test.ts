import type { AdminCategoriesResponse, AdminCategory, AdminProduct, SearchResponse } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { CATALOG_CATEGORY_MESSAGES as M, DEFAULT_CATEGORIES } from '@vastra/domain/catalog';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';

// The shop's own categories: /api/admin/categories, a product's category and HSN, the storefront's filter buttons and
// the size guide (docs/decisions/097-categories.md).

let t: TestApp;
let owner: Record<string, string>;
let packer: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async () => (await call('GET', '/api/admin/categories')).json<AdminCategoriesResponse>().categories;

const LEHENGA = {
  name: 'Lehenga',
  hsn: '62044290',
  sizes: ['S', 'M', 'L'],
  sizeGuide: {
    columns: ['Bust', 'Waist'],
    rows: [
      { size: 'S', cm: [86, 71] },
      { size: 'M', cm: [91.5, 76] },
    ],
  },
};

const product = (category: string, extra: object = {}) => ({
  title: 'Mirror Work Lehenga',
  category,
  variants: [{ size: 'M', pricePaise: 499_900, originalPricePaise: null, stock: 3 }],
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp({}, { clock: manualClock(new Date('2026-11-21T10:00:00Z')) });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  packer = (await signedInStaff(t, { role: 'packer', fullName: 'Pavan Packer' })).headers;
});
afterAll(() => t.close());

describe('the default categories (migration 0028)', () => {
  it('are the seed five in order with their HSN codes and sizes, none hidden, no size guide', async () => {
    const categories = await list();
    expect(categories.map((c) => [c.slug, c.name, c.position, c.hsn, c.sizes, c.hidden, c.sizeGuide])).toEqual(
      DEFAULT_CATEGORIES.map((c, i) => [c.slug, c.name, i, c.hsn, c.sizes, false, null]),
    );
  });

  it('carry their Hindi names (migration 0047)', async () => {
    expect((await list()).map((c) => [c.slug, c.hindiName])).toEqual([
      ['kurti', 'कुर्ती'],
      ['suits', 'सूट'],
      ['t-shirt', 'टी-शर्ट'],
      ['saree', 'साड़ी'],
      ['shorts', 'शॉर्ट्स'],
    ]);
  });

  it('every member of staff reads them; a packer may not change them', async () => {
    expect((await call('GET', '/api/admin/categories', undefined, packer)).statusCode).toBe(200);
    const res = await call('POST', '/api/admin/categories', LEHENGA, packer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'missing_permission', message: missingPermissionMessage('catalogue') });
  });
});

describe('adding, changing and removing a category', () => {
  it('adds Lehenga last, its slug made from the name, audited', async () => {
    const res = await call('POST', '/api/admin/categories', LEHENGA);
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminCategory>()).toMatchObject({
      slug: 'lehenga',
      name: 'Lehenga',
      hindiName: '',
      position: 5,
      hidden: false,
      hsn: '62044290',
      sizes: ['S', 'M', 'L'],
      sizeGuide: LEHENGA.sizeGuide,
      productCount: 0,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.create'), eq(auditLog.targetId, 'lehenga')));
    expect(audit).toHaveLength(1);
  });

  it.each([
    [
      'a name another category has (any case)',
      { name: 'KURTI', hsn: '6206' },
      409,
      'category_slug_taken',
      M.slugTaken('kurti'),
    ],
    ['"All"', { name: 'All', hsn: '6206' }, 422, 'category_invalid', M.slugReserved],
    [
      'a Hindi name longer than a name may be',
      { name: 'Dupatta', hsn: '6214', hindiName: 'द'.repeat(61) },
      400,
      'bad_request',
      'hindiName: Too big: expected string to have <=60 characters',
    ],
    ['a name without a letter or digit', { name: '¡¿!', hsn: '6206' }, 422, 'category_invalid', M.slugInvalid],
    [
      'a size guide row of a size it does not offer',
      { ...LEHENGA, name: 'Dupatta', sizes: ['Free'] },
      422,
      'category_invalid',
      M.sizeGuideSizes,
    ],
  ])('refuses %s, adding nothing', async (_label, body, status, code, message) => {
    const before = await list();
    const res = await call('POST', '/api/admin/categories', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, message });
    expect(await list()).toEqual(before);
  });

  it.each([
    ['an HSN code of 5 digits', { ...LEHENGA, name: 'Dupatta', hsn: '62044' }],
    [
      'a measurement not in 0.5 cm steps',
      { ...LEHENGA, name: 'Dupatta', sizeGuide: { columns: ['Bust'], rows: [{ size: 'S', cm: [86.3] }] } },
    ],
    [
      'a row with fewer measurements than columns',
      { ...LEHENGA, name: 'Dupatta', sizeGuide: { columns: ['Bust', 'Waist'], rows: [{ size: 'S', cm: [86] }] } },
    ],
  ])('refuses %s with 400 naming the field', async (_label, body) => {
    const res = await call('POST', '/api/admin/categories', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ field: string }>().field).toMatch(/^(hsn|sizeGuide)/);
  });

  it.each([
    'https://elsewhere.example/tile.jpg',
    '//elsewhere.example/tile.jpg',
    'javascript:alert(1)',
    '/media/a b.jpg',
  ])('refuses the tile photo %s on create and update, changing nothing', async (image) => {
    const before = await list();
    const created = await call('POST', '/api/admin/categories', { ...LEHENGA, name: 'Dupatta', image });
    const updated = await call('PATCH', '/api/admin/categories/kurti', { image });
    for (const res of [created, updated]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'image', message: `image: ${M.imageElsewhere}` });
    }
    expect(await list()).toEqual(before);
  });

  it('keeps a tile photo uploaded to the shop', async () => {
    const res = await call('PATCH', '/api/admin/categories/kurti', { image: '/media/shop/kurti-tile.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCategory>().image).toBe('/media/shop/kurti-tile.jpg');
  });

  it('renames (the slug stays), moves, hides and sets HSN in one change', async () => {
    const res = await call('PATCH', '/api/admin/categories/lehenga', {
      name: 'Lehenga Choli',
      hindiName: ' लहंगा चोली ',
      position: 0,
      hidden: true,
      hsn: '6204',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCategory>()).toMatchObject({
      slug: 'lehenga',
      name: 'Lehenga Choli',
      hindiName: 'लहंगा चोली',
      position: 0,
      hidden: true,
      hsn: '6204',
    });
    expect((await list()).map((c) => c.slug)).toEqual(['lehenga', 'kurti', 'suits', 't-shirt', 'saree', 'shorts']);
    const back = await call('PATCH', '/api/admin/categories/lehenga', { name: 'Lehenga', position: 5, hidden: false });
    expect(back.json<AdminCategory>().position).toBe(5);
    expect((await list()).map((c) => c.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('answers 422 category_unknown for a category it does not have', async () => {
    const res = await call('PATCH', '/api/admin/categories/dupatta', { name: 'Dupatta' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'category_unknown', message: M.categoryUnknown('dupatta') });
  });

  it('removes a category without products; refuses one with products, saying how many', async () => {
    await call('POST', '/api/admin/categories', { name: 'Dupatta', hsn: '6214' });
    const removed = await call('DELETE', '/api/admin/categories/dupatta');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminCategoriesResponse>().categories.map((c) => c.slug)).not.toContain('dupatta');
    const made = await call('POST', '/api/admin/products', product('lehenga'));
    expect(made.statusCode).toBe(201);
    const refused = await call('DELETE', '/api/admin/categories/lehenga');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'category_in_use', message: M.inUse('Lehenga', 1) });
  });
});

describe('a product in a category', () => {
  it('refuses a category the shop does not have on create and update, naming the field', async () => {
    const res = await call('POST', '/api/admin/products', product('jeans'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'category_unknown',
      field: 'category',
      message: M.categoryUnknown('jeans'),
    });
    const made = (await call('POST', '/api/admin/products', product('kurti'))).json<AdminProduct>();
    const update = await call('PATCH', `/api/admin/products/${made.id}`, { category: 'jeans' });
    expect(update.statusCode).toBe(422);
    expect(update.json()).toMatchObject({ code: 'category_unknown', field: 'category' });
  });

  it('keeps its own HSN code; empty clears it; 5 digits are refused', async () => {
    const made = (
      await call('POST', '/api/admin/products', product('kurti', { hsn: '62114290' }))
    ).json<AdminProduct>();
    expect(made.hsn).toBe('62114290');
    const cleared = await call('PATCH', `/api/admin/products/${made.id}`, { hsn: '' });
    expect(cleared.json<AdminProduct>().hsn).toBeNull();
    const refused = await call('PATCH', `/api/admin/products/${made.id}`, { hsn: '62114' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'hsn' });
  });
});

describe('the storefront', () => {
  it("lists the shown categories as the search's facets with their names; a hidden one only while chosen", async () => {
    const facets = async (query = '') =>
      (await t.app.inject({ url: `/api/client/search${query}` })).json<SearchResponse>().facets.categories;
    expect((await facets()).map((c) => [c.value, c.name])).toEqual([
      ...DEFAULT_CATEGORIES.map((c) => [c.slug, c.name]),
      ['lehenga', 'Lehenga'],
    ]);
    await call('PATCH', '/api/admin/categories/lehenga', { hidden: true });
    expect((await facets()).map((c) => c.value)).not.toContain('lehenga');
    expect((await facets('?category=lehenga')).map((c) => c.value)).toContain('lehenga');
    await call('PATCH', '/api/admin/categories/lehenga', { hidden: false });
  });

  it("answers a category's size guide in cm, null for one without, 422 for one it does not have", async () => {
    const guide = await t.app.inject({ url: '/api/client/categories/lehenga/size-guide' });
    expect(guide.json()).toEqual({
      category: 'lehenga',
      name: 'Lehenga',
      sizes: ['S', 'M', 'L'],
      sizeGuide: LEHENGA.sizeGuide,
    });
    expect((await t.app.inject({ url: '/api/client/categories/saree/size-guide' })).json()).toMatchObject({
      sizeGuide: null,
    });
    const unknown = await t.app.inject({ url: '/api/client/categories/jeans/size-guide' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'category_unknown' });
  });
});
