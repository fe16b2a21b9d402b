import type { AdminCollection, CollectionPageResponse, ShopConfig } from '@vastra/domain/api';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_TITLE_MAX,
  COLLECTIONS_MESSAGES as M,
} from '@vastra/domain/collections';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';
import { seedCollectionsIfEmpty } from './seed-collections';

// A collection's title and description in Hindi (docs/decisions/175-collections-in-hindi.md): given to
// /api/admin/collections trimmed and composed (NFC), kept by a change of its products, cleared by a body without them
// (a collection is replaced whole) or with '', refused when too long; the storefront's page sends `hindi` and the
// menu `hindiTitle` only where the owner wrote them. The seed's collections are titled in Hindi.

let t: TestApp;
let owner: Record<string, string>;
let kurti = '';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
const list = async () => (await call('GET', '/api/admin/collections')).json<{ collections: AdminCollection[] }>();
const bySlug = async (slug: string) => (await list()).collections.find((c) => c.slug === slug);
const shown = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/client/collections/${slug}` })).json<CollectionPageResponse>()
    .collection;
const menu = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/shop-config' })).json<ShopConfig>().collections;

// ज़री as NFC writes it: ज then the nukta (U+095B, ज़ as one character, is excluded from composition).
const ZARI = '\u091c\u093c\u0930\u0940';
const festive = { title: 'Festive Edit', kind: 'manual', showInNav: true };

beforeAll(async () => {
  t = await buildTestApp({}, { clock: manualClock(new Date('2026-12-06T10:00:00Z')) });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  kurti = await newProduct(t, 'Zari Kurti', { M: { pricePaise: 89_900, stock: 2 } });
});
afterAll(() => t.close());

describe("the seed's collections", () => {
  it('are titled in Hindi, their descriptions left to the English', async () => {
    expect(await seedCollectionsIfEmpty(t.database.db)).toEqual({ seeded: true });
    const seeded = (await list()).collections.map(({ slug, titleHi, descriptionHi }) => ({
      slug,
      titleHi,
      descriptionHi,
    }));
    expect(seeded).toEqual([
      { slug: 'diwali-edit', titleHi: 'दिवाली एडिट', descriptionHi: '' },
      { slug: 'under-999', titleHi: '₹999 से कम', descriptionHi: '' },
    ]);
    expect(await shown('under-999')).toMatchObject({
      title: 'Under ₹999',
      hindi: { title: '₹999 से कम', description: '' },
    });
  });
});

describe('a collection in Hindi', () => {
  let id = '';

  it('is created with its Hindi title and description stored trimmed and composed (NFC)', async () => {
    // ज़ typed as one character (U+095B), as some keyboards send it; the description decomposed (NFD).
    const typed = '\u095b\u0930\u0940';
    expect(typed.normalize('NFC')).toBe(ZARI);
    const res = await call('POST', '/api/admin/collections', {
      ...festive,
      titleHi: `  ${typed} एडिट\t`,
      descriptionHi: ` ${`${ZARI} की कुर्तियाँ`.normalize('NFD')} `,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminCollection>();
    id = created.id;
    expect(created).toMatchObject({
      title: 'Festive Edit',
      titleHi: `${ZARI} एडिट`,
      descriptionHi: `${ZARI} की कुर्तियाँ`,
    });
    const [row] = await t.database.db
      .select({ titleHi: collections.titleHi, descriptionHi: collections.descriptionHi })
      .from(collections)
      .where(eq(collections.id, id));
    expect(row).toEqual({ titleHi: `${ZARI} एडिट`, descriptionHi: `${ZARI} की कुर्तियाँ` });
  });

  it('is read back in the list, sent to the storefront as `hindi` and to the menu as `hindiTitle`', async () => {
    expect(await bySlug('festive-edit')).toMatchObject({
      titleHi: `${ZARI} एडिट`,
      descriptionHi: `${ZARI} की कुर्तियाँ`,
    });
    expect(await shown('festive-edit')).toEqual({
      slug: 'festive-edit',
      title: 'Festive Edit',
      description: '',
      seoTitle: '',
      seoDescription: '',
      image: null,
      hindi: { title: `${ZARI} एडिट`, description: `${ZARI} की कुर्तियाँ` },
    });
    expect(await menu()).toEqual([{ slug: 'festive-edit', title: 'Festive Edit', hindiTitle: `${ZARI} एडिट` }]);
  });

  it('keeps its Hindi texts when its products change', async () => {
    const res = await call('PUT', `/api/admin/collections/${id}/products`, { productIds: [kurti] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminCollection>()).toMatchObject({ titleHi: `${ZARI} एडिट`, descriptionHi: `${ZARI} की कुर्तियाँ` });
  });

  it('sends `hindi` for a Hindi description alone, its title then shown in English', async () => {
    const res = await call('PUT', `/api/admin/collections/${id}`, { ...festive, titleHi: '', descriptionHi: 'ज़री' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shown('festive-edit')).hindi).toEqual({ title: '', description: ZARI });
    // No Hindi title: the menu's link has none.
    expect(await menu()).toEqual([{ slug: 'festive-edit', title: 'Festive Edit' }]);
  });

  it('is cleared by a body without them (replaced whole): the storefront then sends no `hindi`', async () => {
    const res = await call('PUT', `/api/admin/collections/${id}`, festive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminCollection>()).toMatchObject({ titleHi: '', descriptionHi: '' });
    const collection = await shown('festive-edit');
    expect(collection.title).toBe('Festive Edit');
    expect(collection).not.toHaveProperty('hindi');
  });

  it.each([
    ['a title in Hindi of 81 characters', 'titleHi', 'द'.repeat(COLLECTION_TITLE_MAX + 1), M.titleHiLength],
    [
      'a title in Hindi padded past four times its limit',
      'titleHi',
      `${' '.repeat(COLLECTION_TITLE_MAX * 4)}द`,
      M.titleHiLength,
    ],
    [
      'a description in Hindi of 2,001 characters',
      'descriptionHi',
      'द'.repeat(COLLECTION_DESCRIPTION_MAX + 1),
      M.descriptionHiLength,
    ],
  ])('refuses %s: 400 naming the field with its message, changing nothing', async (_label, field, text, message) => {
    const before = await bySlug('festive-edit');
    const res = await call('PUT', `/api/admin/collections/${id}`, { ...festive, titleHi: 'एडिट', [field]: text });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'bad_request', field, message: `${field}: ${message}` });
    expect(await bySlug('festive-edit')).toEqual(before);
    const added = await call('POST', '/api/admin/collections', { title: 'Too Long', kind: 'manual', [field]: text });
    expect(added.statusCode).toBe(400);
    expect(await bySlug('too-long')).toBeUndefined();
  });
});
