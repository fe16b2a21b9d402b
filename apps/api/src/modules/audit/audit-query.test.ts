import { AFTER_SALE_MESSAGES } from '@vastra/domain/after-sale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';

// The entries are dated by the test (2025, before any the app writes as it runs), and read back through the filters.
let t: TestApp;
let reader: Awaited<ReturnType<typeof signedInStaff>>;
let productId: string;
const ORDER = '69167515-0f1e-4c2b-9a8e-7d6c5b4a3f21';
const GONE = '1c9e4a52-7b3d-4f60-8a21-5e6d7c8b9a01';

beforeAll(async () => {
  t = await buildTestApp();
  reader = await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' });
  productId = await newProduct(t, 'Banarasi Silk Saree');
  await t.database.db.insert(auditLog).values([
    // 10 Mar 2025, 11:59 pm IST: the last minute of the 10th in India.
    {
      staffName: 'Ravi',
      action: 'order.book',
      targetType: 'order',
      targetId: ORDER,
      at: new Date('2025-03-10T18:29:00Z'),
    },
    {
      staffName: 'Ravi',
      action: 'product.update',
      targetType: 'product',
      targetId: productId,
      at: new Date('2025-03-11T06:00:00Z'),
    },
    {
      staffName: 'Ravi',
      action: 'review.hide',
      targetType: 'review',
      targetId: 'r-1',
      at: new Date('2025-03-12T06:00:00Z'),
    },
    // 13 Mar 2025: a member's role changed, and a member since removed (the entry keeps the record it removed).
    {
      staffName: 'Asha Owner',
      action: 'staff.role',
      targetType: 'staff',
      targetId: reader.id,
      at: new Date('2025-03-13T06:00:00Z'),
    },
    {
      staffName: 'Asha Owner',
      action: 'staff.remove',
      targetType: 'staff',
      targetId: GONE,
      before: { id: GONE, fullName: 'Kiran Rao', role: 'packer' },
      at: new Date('2025-03-13T07:00:00Z'),
    },
    {
      staffName: 'Ravi',
      action: 'stock.set',
      targetType: 'stock',
      targetId: 'not-a-uuid',
      at: new Date('2025-03-12T07:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

type Page = { items: { action: string; targetLabel: string | null }[] };
const get = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: reader.headers });
  return { status: res.statusCode, body: res.json<Page>() };
};
const actions = async (query: string) => (await get(query)).body.items.map((e) => [e.action, e.targetLabel]);

describe('GET /api/admin/audit filters', () => {
  it('reads one area at a time, naming an order by its short id and a product by its title', async () => {
    expect(await actions('area=orders')).toEqual([['order.book', '#69167515']]);
    expect(await actions('area=catalogue&to=2025-12-31')).toEqual([
      ['stock.set', null],
      ['product.update', 'Banarasi Silk Saree'],
    ]);
    expect(await actions('area=reviews')).toEqual([['review.hide', null]]);
  });

  it('names a staff member by their name, not their id, also one since removed', async () => {
    expect(await actions('area=staff&from=2025-03-13&to=2025-03-13')).toEqual([
      ['staff.remove', 'Kiran Rao'],
      ['staff.role', 'Asha Owner'],
    ]);
  });

  it('reads IST calendar days, both included', async () => {
    expect(await actions('to=2025-03-10')).toEqual([['order.book', '#69167515']]);
    expect(await actions('from=2025-03-11&to=2025-03-11')).toEqual([['product.update', 'Banarasi Silk Saree']]);
    expect(await actions('from=2025-03-12&to=2025-03-12&area=reviews')).toEqual([['review.hide', null]]);
  });

  it('refuses a start after the end, an unknown area and a date that is not a day, with 400', async () => {
    const reversed = await get('from=2025-03-12&to=2025-03-11');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ message: `from: ${AFTER_SALE_MESSAGES.dateRangeInvalid}` });
    expect((await get('area=kitchen')).status).toBe(400);
    expect((await get('from=2025-13-01')).status).toBe(400);
  });
});
