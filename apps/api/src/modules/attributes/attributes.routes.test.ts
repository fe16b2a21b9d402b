import type { AdminProduct, AttributeResponse, AttributesResponse, ProductResponse } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { CATALOG_ATTRIBUTE_MESSAGES as M, DEFAULT_ATTRIBUTES } from '@vastra/domain/catalog';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';

// The shop's attributes: /api/admin/attributes and a product's values through /api/admin/products
// (docs/decisions/092-attributes.md).

let t: TestApp;
let owner: Record<string, string>;
let packer: Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async () => (await call('GET', '/api/admin/attributes')).json<AttributesResponse>().attributes;
const bySlug = async (slug: string) => (await list()).find((a) => a.slug === slug) as AttributeResponse;
const valueId = (a: AttributeResponse, slug: string) => a.values.find((v) => v.slug === slug)?.id ?? '';

const product = (attributes: object) => ({
  title: 'Red Cotton Kurti',
  category: 'kurti',
  variants: [{ size: 'M', pricePaise: 79_900, originalPricePaise: null, stock: 3 }],
  attributes,
});

beforeAll(async () => {
  t = await buildTestApp({}, { clock: manualClock(new Date('2026-11-21T10:00:00Z')) });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  packer = (await signedInStaff(t, { role: 'packer', fullName: 'Pavan Packer' })).headers;
});
afterAll(() => t.close());

describe('the default attributes (migration 0024)', () => {
  it('are the domain defaults, in order, with their values in order and Wash care not a filter', async () => {
    const attributes = await list();
    expect(attributes.map((a) => [a.name, a.filter, a.values.map((v) => v.name)])).toEqual(
      DEFAULT_ATTRIBUTES.map((a) => [a.name, a.filter, [...a.values]]),
    );
    expect(attributes.map((a) => a.slug)).toEqual([
      'fabric',
      'colour',
      'occasion',
      'pattern',
      'sleeve',
      'neck',
      'fit',
      'wash-care',
    ]);
  });

  it('answer their Hindi names, each value too (migration 0048)', async () => {
    const named = (await list()).map((a) => `${a.hindiName}: ${a.values.map((v) => v.hindiName).join(', ')}`);
    expect(named).toEqual([
      'कपड़ा: कॉटन, रेयॉन, सिल्क, जॉर्जेट, शिफ़ॉन, लिनन, पॉलिएस्टर, क्रेप, डेनिम, खादी',
      'रंग: लाल, नीला, काला, सफ़ेद, हरा, पीला, गुलाबी, मैरून, बेज, नारंगी, जामुनी, स्लेटी, बहुरंगी',
      'मौक़ा: कैज़ुअल, त्योहार, शादी, ऑफ़िस, पार्टी',
      'पैटर्न: सादा, प्रिंटेड, कढ़ाईदार, धारीदार, चेक, फ़्लोरल',
      'आस्तीन: बिना आस्तीन, छोटी आस्तीन, तीन-चौथाई आस्तीन, पूरी आस्तीन',
      'गला: गोल गला, वी-नेक, मैंडरिन कॉलर, बोट नेक, कॉलर वाला',
      'फ़िट: रेगुलर, स्लिम, रिलैक्स्ड, स्ट्रेट, ए-लाइन',
      'धुलाई: मशीन में धोएँ, हाथ से धोएँ, सिर्फ़ ड्राई क्लीन',
    ]);
  });

  it('every member of staff reads them; a packer may not change them', async () => {
    expect((await call('GET', '/api/admin/attributes', undefined, packer)).statusCode).toBe(200);
    const res = await call('POST', '/api/admin/attributes', { name: 'Work' }, packer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'missing_permission', message: missingPermissionMessage('catalogue') });
  });
});

describe('POST/PATCH /api/admin/attributes', () => {
  it('adds an attribute last with its values, audited', async () => {
    const res = await call('POST', '/api/admin/attributes', { name: 'Embellishment', values: ['Zari', 'Mirror work'] });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json<AttributeResponse>();
    expect(added).toMatchObject({ slug: 'embellishment', name: 'Embellishment', position: 8, filter: true });
    expect(added.values.map((v) => [v.slug, v.name, v.position, v.productCount])).toEqual([
      ['zari', 'Zari', 0, 0],
      ['mirror-work', 'Mirror work', 1, 0],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, added.id), eq(auditLog.action, 'attribute.create')));
    expect(audits).toHaveLength(1);
  });

  it.each([
    ['Fabric', M.slugTaken('fabric')],
    ['Size', M.slugReserved('size')],
    ['Sort', M.slugReserved('sort')],
    ['१२३', M.slugInvalid],
  ])('refuses the name %s with 422 and a message that says why', async (name, message) => {
    const res = await call('POST', '/api/admin/attributes', { name });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, code: 'attribute_invalid', field: 'name' });
  });

  it('renames (the slug stays), moves and turns the filter off', async () => {
    const occasion = await bySlug('occasion');
    const res = await call('PATCH', `/api/admin/attributes/${occasion.id}`, {
      name: 'Occasion wear',
      position: 0,
      filter: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'occasion', name: 'Occasion wear', position: 0, filter: false });
    expect((await list()).slice(0, 3).map((a) => a.slug)).toEqual(['occasion', 'fabric', 'colour']);
    await call('PATCH', `/api/admin/attributes/${occasion.id}`, { name: 'Occasion', position: 2, filter: true });
    expect((await list()).slice(0, 3).map((a) => a.slug)).toEqual(['fabric', 'colour', 'occasion']);
  });

  it('an unknown attribute is a 404', async () => {
    const res = await call('PATCH', '/api/admin/attributes/0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', { name: 'X' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.attributeNotFound, code: 'not_found' });
  });
});

describe('values and products', () => {
  it('a product takes values by slug, answers them, and the storefront shows them by name', async () => {
    const id = await newProduct(t, 'Red Cotton Kurti', { M: { pricePaise: 79_900, stock: 3 } });
    const res = await call('PATCH', `/api/admin/products/${id}`, {
      attributes: { colour: ['red', 'white'], fabric: ['cotton'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<AdminProduct>();
    expect(created.attributes).toEqual({ fabric: ['cotton'], colour: ['red', 'white'] });
    const [row] = await t.database.db
      .select({ text: products.attributeText })
      .from(products)
      .where(eq(products.id, created.id));
    // Each value's Hindi name after its name (docs/decisions/176-attribute-words-in-hindi.md).
    expect(row?.text).toBe('Cotton कॉटन Red लाल White सफ़ेद'.normalize('NFC'));
    const shown = (await call('GET', `/api/client/products/${created.id}`, undefined, {})).json<ProductResponse>();
    // With the Hindi names migration 0048 gave the defaults (docs/decisions/174-attribute-names-in-hindi.md).
    expect(shown.attributes).toEqual([
      {
        slug: 'fabric',
        name: 'Fabric',
        hindiName: 'कपड़ा',
        values: [{ slug: 'cotton', name: 'Cotton', hindiName: 'कॉटन' }],
      },
      {
        slug: 'colour',
        name: 'Colour',
        hindiName: 'रंग',
        values: [
          { slug: 'red', name: 'Red', hindiName: 'लाल' },
          { slug: 'white', name: 'White', hindiName: 'सफ़ेद' },
        ],
      },
    ]);
  });

  it.each([
    [{ velvetness: ['high'] }, M.unknownAttribute('velvetness'), 'attributes.velvetness'],
    [{ fabric: ['velvet'] }, M.unknownValue('velvet', 'Fabric'), 'attributes.fabric'],
  ])('refuses %j with 422 naming it, writing nothing', async (attributes, message, field) => {
    const res = await call('POST', '/api/admin/products', product(attributes));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, code: 'unprocessable', field });
    const same = await t.database.db.select().from(products).where(eq(products.title, 'Red Cotton Kurti'));
    expect(same).toHaveLength(1);
  });

  it('PATCH replaces the values; leaving them out keeps them', async () => {
    const created = (await call('POST', '/api/admin/products', product({ fabric: ['silk'] }))).json<AdminProduct>();
    const kept = await call('PATCH', `/api/admin/products/${created.id}`, { title: 'Silk Kurti' });
    expect(kept.json<AdminProduct>().attributes).toEqual({ fabric: ['silk'] });
    const replaced = await call('PATCH', `/api/admin/products/${created.id}`, { attributes: { colour: ['blue'] } });
    expect(replaced.json<AdminProduct>().attributes).toEqual({ colour: ['blue'] });
  });

  it('a used value cannot be removed: the answer says how many products have it', async () => {
    const fabric = await bySlug('fabric');
    const cotton = fabric.values.find((v) => v.slug === 'cotton');
    expect(cotton?.productCount).toBe(1);
    const res = await call('DELETE', `/api/admin/attributes/${fabric.id}/values/${valueId(fabric, 'cotton')}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: '“Cotton” is used by 1 product: choose another value for them in their product form first.',
      code: 'attribute_value_in_use',
    });
  });

  it('adds, renames (products follow), moves and removes an unused value', async () => {
    let fabric = await bySlug('fabric');
    const added = await call('POST', `/api/admin/attributes/${fabric.id}/values`, { name: 'Modal' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<AttributeResponse>().values.at(-1)).toMatchObject({ slug: 'modal', name: 'Modal' });
    const twice = await call('POST', `/api/admin/attributes/${fabric.id}/values`, { name: 'modal' });
    expect(twice.json()).toEqual({
      message: M.valueTaken('modal', 'Fabric'),
      code: 'attribute_invalid',
      field: 'name',
    });

    const renamed = await call('PATCH', `/api/admin/attributes/${fabric.id}/values/${valueId(fabric, 'cotton')}`, {
      name: 'Pure cotton',
      position: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      renamed
        .json<AttributeResponse>()
        .values.slice(0, 2)
        .map((v) => [v.slug, v.name]),
    ).toEqual([
      ['rayon', 'Rayon'],
      ['cotton', 'Pure cotton'],
    ]);
    const [row] = await t.database.db
      .select({ text: products.attributeText })
      .from(products)
      .where(eq(products.title, 'Red Cotton Kurti'));
    expect(row?.text).toBe('Pure cotton कॉटन Red लाल White सफ़ेद'.normalize('NFC'));

    fabric = await bySlug('fabric');
    const removed = await call('DELETE', `/api/admin/attributes/${fabric.id}/values/${valueId(fabric, 'modal')}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<AttributeResponse>().values.map((v) => v.slug)).not.toContain('modal');
    expect(removed.json<AttributeResponse>().values.map((v) => v.position)).toEqual(
      removed.json<AttributeResponse>().values.map((_, i) => i),
    );
  });
});
