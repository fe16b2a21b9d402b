import type { AttributeResponse, AttributesResponse } from '@vastra/domain/api';
import { ATTRIBUTE_NAME_MAX } from '@vastra/domain/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, attributeValues } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';

// An attribute's and a value's Hindi name through /api/admin/attributes
// (docs/decisions/174-attribute-names-in-hindi.md): given, trimmed and composed (NFC); set, kept and cleared by a
// change; refused when too long; kept by a rename of the English name.

let t: TestApp;
let owner: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
const bySlug = async (slug: string) =>
  (await call('GET', '/api/admin/attributes'))
    .json<AttributesResponse>()
    .attributes.find((a) => a.slug === slug) as AttributeResponse;
const valueOf = (a: AttributeResponse, slug: string) => a.values.find((v) => v.slug === slug);

// कढ़ाई as NFC writes it: ढ then the nukta (U+095D, ढ़ as one character, is excluded from composition).
const KADHAI = '\u0915\u0922\u093c\u093e\u0908';
// ज़रदोज़ी as NFC writes it: ज then the nukta, twice.
const ZARDOZI = '\u091c\u093c\u0930\u0926\u094b\u091c\u093c\u0940';

beforeAll(async () => {
  t = await buildTestApp({}, { clock: manualClock(new Date('2026-12-07T10:00:00Z')) });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
});
afterAll(() => t.close());

describe('Hindi names of attributes and values', () => {
  let embellishment: AttributeResponse;

  it('creates an attribute and a value with a Hindi name stored trimmed and composed (NFC)', async () => {
    // ढ़ typed as one character (U+095D), as some keyboards send it; the value's name decomposed (NFD).
    const typed = '\u0915\u095d\u093e\u0908';
    expect(typed.normalize('NFC')).toBe(KADHAI);
    const created = await call('POST', '/api/admin/attributes', {
      name: 'Embellishment',
      hindiName: `  ${typed}\t`,
      values: ['Mirror work'],
    });
    expect(created.statusCode, created.body).toBe(201);
    embellishment = created.json<AttributeResponse>();
    expect(embellishment).toMatchObject({ slug: 'embellishment', name: 'Embellishment', hindiName: KADHAI });
    expect(embellishment.values).toMatchObject([{ slug: 'mirror-work', name: 'Mirror work', hindiName: '' }]);

    const added = await call('POST', `/api/admin/attributes/${embellishment.id}/values`, {
      name: 'Zardozi',
      hindiName: ` ${ZARDOZI.normalize('NFD')}  `,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(valueOf(added.json<AttributeResponse>(), 'zardozi')).toMatchObject({ name: 'Zardozi', hindiName: ZARDOZI });

    const [row] = await t.database.db
      .select({ nameHi: attributes.nameHi })
      .from(attributes)
      .where(eq(attributes.id, embellishment.id));
    expect(row).toEqual({ nameHi: KADHAI });
    const values = await t.database.db
      .select({ slug: attributeValues.slug, nameHi: attributeValues.nameHi })
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, embellishment.id))
      .orderBy(attributeValues.position);
    expect(values).toEqual([
      { slug: 'mirror-work', nameHi: '' },
      { slug: 'zardozi', nameHi: ZARDOZI },
    ]);
  });

  it("sets, keeps and clears an attribute's Hindi name", async () => {
    const url = `/api/admin/attributes/${embellishment.id}`;
    const set = await call('PATCH', url, { hindiName: ' सजावट ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<AttributeResponse>()).toMatchObject({ name: 'Embellishment', hindiName: 'सजावट' });
    const kept = await call('PATCH', url, { filter: false });
    expect(kept.json<AttributeResponse>()).toMatchObject({ filter: false, hindiName: 'सजावट' });
    const cleared = await call('PATCH', url, { hindiName: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<AttributeResponse>()).toMatchObject({ name: 'Embellishment', hindiName: '' });
  });

  it("sets, keeps and clears a value's Hindi name", async () => {
    const mirror = valueOf(embellishment, 'mirror-work');
    const url = `/api/admin/attributes/${embellishment.id}/values/${mirror?.id ?? ''}`;
    const set = await call('PATCH', url, { hindiName: 'शीशे का काम ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(valueOf(set.json<AttributeResponse>(), 'mirror-work')).toMatchObject({ hindiName: 'शीशे का काम' });
    const kept = await call('PATCH', url, { position: 1 });
    expect(kept.json<AttributeResponse>().values.map((v) => [v.slug, v.position, v.hindiName])).toEqual([
      ['zardozi', 0, ZARDOZI],
      ['mirror-work', 1, 'शीशे का काम'],
    ]);
    const cleared = await call('PATCH', url, { hindiName: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(valueOf(cleared.json<AttributeResponse>(), 'mirror-work')).toMatchObject({
      name: 'Mirror work',
      hindiName: '',
    });
  });

  it('renaming the English name leaves the Hindi name as it was', async () => {
    const fabric = await bySlug('fabric');
    const renamed = await call('PATCH', `/api/admin/attributes/${fabric.id}`, { name: 'Material' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<AttributeResponse>()).toMatchObject({ slug: 'fabric', name: 'Material', hindiName: 'कपड़ा' });
    const cotton = valueOf(fabric, 'cotton');
    const value = await call('PATCH', `/api/admin/attributes/${fabric.id}/values/${cotton?.id ?? ''}`, {
      name: 'Pure cotton',
    });
    expect(value.statusCode, value.body).toBe(200);
    expect(valueOf(value.json<AttributeResponse>(), 'cotton')).toMatchObject({
      name: 'Pure cotton',
      hindiName: 'कॉटन',
    });
  });

  it.each([
    ['adding an attribute', 'POST', '', { name: 'Work' }],
    ['changing an attribute', 'PATCH', '', {}],
    ['adding a value', 'POST', '/values', { name: 'Gota patti' }],
    ['changing a value', 'PATCH', '/values/:value', {}],
  ] as const)(
    'refuses a Hindi name longer than a name may be when %s: 400 naming the field, changing nothing',
    async (_label, method, path, body) => {
      const before = await bySlug('embellishment');
      const valueId = valueOf(before, 'zardozi')?.id ?? '';
      const url = method === 'POST' && path === '' ? '/api/admin/attributes' : `/api/admin/attributes/${before.id}`;
      const res = await call(method, `${url}${path.replace(':value', valueId)}`, {
        ...body,
        hindiName: 'क'.repeat(ATTRIBUTE_NAME_MAX + 1),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `hindiName: Too big: expected string to have <=${ATTRIBUTE_NAME_MAX} characters`,
        code: 'bad_request',
        field: 'hindiName',
      });
      expect(await bySlug('embellishment')).toEqual(before);
      expect(await bySlug('work')).toBeUndefined();
    },
  );
});
