import type { SalePriceResponse } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import { PRICING_MESSAGES, PRICING_SALE_MESSAGES as M } from '@vastra/domain/pricing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, salePrices } from '../../db/schema';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { catalogVersion, newProduct, signedInStaff } from '../../testing/factories';

// The owner's sale prices: /api/admin/sale-prices, permission `offers`, every change audited
// (docs/decisions/086-sale-prices-on-a-schedule.md).

const UNKNOWN = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const START = '2026-11-22T00:00:00+05:30';
const END = '2026-11-23T00:00:00+05:30';

let t: TestApp;
let clock: ManualClock;
let owner: Record<string, string>;
let manager: Record<string, string>;
let kurti: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const sale = (overrides: object = {}) => ({
  target: { kind: 'size', productId: kurti, size: 'M' },
  price: { type: 'percent', percent: 20 },
  startsAt: START,
  endsAt: END,
  label: 'Kurti day',
  ...overrides,
});
const create = async (overrides: object = {}) => {
  const res = await call('POST', '/api/admin/sale-prices', sale(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SalePriceResponse>();
};
const auditsOf = (id: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

beforeAll(async () => {
  clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  t = await buildTestApp({}, { clock });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  manager = (await signedInStaff(t, { role: 'manager', fullName: 'Meera Manager' })).headers;
  kurti = await newProduct(t, 'Indigo Block Print Kurti', {
    M: { pricePaise: 129_900, stock: 5 },
    L: { pricePaise: 139_900, stock: 5 },
  });
});
afterAll(() => t.close());

describe('/api/admin/sale-prices', () => {
  it('creates a sale (201, audited sale.create), bumps the catalogue version and lists it as scheduled', async () => {
    const version = await catalogVersion(t);
    const created = await create();
    expect(created).toMatchObject({
      target: { kind: 'size', productId: kurti, size: 'M' },
      price: { type: 'percent', percent: 20 },
      label: 'Kurti day',
      startsAt: '2026-11-21T18:30:00.000Z',
      endsAt: '2026-11-22T18:30:00.000Z',
      paused: false,
      state: 'scheduled',
    });
    expect(await catalogVersion(t)).toBeGreaterThan(version);
    const [audit] = await auditsOf(created.id, 'sale.create');
    expect(audit).toMatchObject({ staffName: 'Asha Owner', targetType: 'sale_price', before: null });
    expect(audit?.after).toMatchObject({ price: { type: 'percent', percent: 20 }, state: 'scheduled' });

    const listed = await call('GET', `/api/admin/sale-prices?productId=${kurti}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().sales).toEqual([created]);
  });

  it('answers each sale state at the server time: scheduled, live, paused, ended', async () => {
    const created = await create({ target: { kind: 'category', category: 'saree' } });
    const stateOf = async () =>
      (await call('GET', '/api/admin/sale-prices?category=saree'))
        .json<{ sales: SalePriceResponse[] }>()
        .sales.find((s) => s.id === created.id)?.state;
    expect(await stateOf()).toBe('scheduled');
    clock.set(new Date(START));
    expect(await stateOf()).toBe('live');
    const paused = await call('PATCH', `/api/admin/sale-prices/${created.id}`, { paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, state: 'paused' });
    expect(await auditsOf(created.id, 'sale.update')).toHaveLength(1);
    clock.set(new Date(END));
    expect(await stateOf()).toBe('ended');
    clock.set(new Date('2026-11-21T10:00:00Z'));
  });

  it('changes the price and the window (200, audited with before and after)', async () => {
    const created = await create();
    const res = await call('PATCH', `/api/admin/sale-prices/${created.id}`, {
      price: { type: 'fixed', pricePaise: 99_900 },
      endsAt: '2026-11-24T00:00:00+05:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      price: { type: 'fixed', pricePaise: 99_900 },
      endsAt: '2026-11-23T18:30:00.000Z',
    });
    const [audit] = await auditsOf(created.id, 'sale.update');
    expect(audit?.before).toMatchObject({ price: { type: 'percent', percent: 20 } });
    expect(audit?.after).toMatchObject({ price: { type: 'fixed', pricePaise: 99_900 } });
  });

  it('ends a live sale now (its end becomes the server time, audited sale.end); a second end is refused', async () => {
    const created = await create();
    clock.set(new Date('2026-11-22T10:15:00+05:30'));
    const ended = await call('POST', `/api/admin/sale-prices/${created.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ endsAt: '2026-11-22T04:45:00.000Z', state: 'ended' });
    expect(await auditsOf(created.id, 'sale.end')).toHaveLength(1);
    const again = await call('POST', `/api/admin/sale-prices/${created.id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'sale_not_changeable', message: M.ended });
    clock.set(new Date('2026-11-21T10:00:00Z'));
  });

  it('refuses to end a sale that has not started (409), saying to delete it instead', async () => {
    const created = await create();
    const res = await call('POST', `/api/admin/sale-prices/${created.id}/end`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'sale_not_changeable', message: M.notStarted });
  });

  it('deletes a sale that has not started (audited sale.delete), and refuses a started one with 409', async () => {
    const early = await create();
    const deleted = await call('DELETE', `/api/admin/sale-prices/${early.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: early.id, deleted: true });
    expect(await t.database.db.select().from(salePrices).where(eq(salePrices.id, early.id))).toEqual([]);
    expect(await auditsOf(early.id, 'sale.delete')).toHaveLength(1);

    const started = await create();
    clock.set(new Date(START));
    const refused = await call('DELETE', `/api/admin/sale-prices/${started.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'sale_not_changeable', message: M.alreadyStarted });
    expect(refused.json().message).toBe(
      'This sale has already started, so it cannot be deleted. End it instead: its history stays.',
    );
    clock.set(new Date('2026-11-21T10:00:00Z'));
  });
});

describe('refusals, each with its status, code and message, writing nothing', () => {
  const refusals: [string, () => object, number, object][] = [
    [
      'a percent of 0',
      () => sale({ price: { type: 'percent', percent: 0 } }),
      400,
      { code: 'bad_request', message: expect.stringContaining(PRICING_MESSAGES.percentRange) },
    ],
    [
      'a percent of 101',
      () => sale({ price: { type: 'percent', percent: 101 } }),
      400,
      { code: 'bad_request', message: expect.stringContaining(PRICING_MESSAGES.percentRange) },
    ],
    [
      'a fixed price of ₹0',
      () => sale({ price: { type: 'fixed', pricePaise: 0 } }),
      400,
      { code: 'bad_request', message: expect.stringContaining(PRICING_MESSAGES.amountPositive) },
    ],
    [
      'an end before the start',
      () => sale({ startsAt: END, endsAt: START }),
      400,
      { code: 'bad_request', message: expect.stringContaining(PRICING_MESSAGES.endBeforeStart) },
    ],
    [
      'a fixed price not below the size’s regular price (naming the size)',
      () => sale({ price: { type: 'fixed', pricePaise: 129_900 } }),
      422,
      {
        code: 'sale_invalid',
        message:
          'The sale price must be below the regular price of "Indigo Block Print Kurti" (M): ₹1,299.00. ' +
          'Enter a lower price or use a percent off.',
      },
    ],
    [
      'a product’s fixed price not below one of its sizes (naming it)',
      () => sale({ target: { kind: 'product', productId: kurti }, price: { type: 'fixed', pricePaise: 130_000 } }),
      422,
      { code: 'sale_invalid', message: M.fixedNotBelow('Indigo Block Print Kurti', 'M', 129_900) },
    ],
    [
      'an unknown product',
      () => sale({ target: { kind: 'product', productId: UNKNOWN } }),
      422,
      { code: 'sale_invalid', message: 'There is no product with this id. Choose a product from the catalogue.' },
    ],
    [
      'a size the product does not have',
      () => sale({ target: { kind: 'size', productId: kurti, size: 'XXL' } }),
      422,
      {
        code: 'sale_invalid',
        message: '"Indigo Block Print Kurti" has no size XXL. Choose one of its sizes: M, L.',
      },
    ],
  ];
  it.each(refusals)('refuses %s', async (_name, body, status, answer) => {
    const before = await t.database.db.select().from(salePrices);
    const res = await call('POST', '/api/admin/sale-prices', body());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject(answer);
    expect(await t.database.db.select().from(salePrices)).toHaveLength(before.length);
  });

  it('refuses a change whose end comes before the start (400) and an unknown id (404)', async () => {
    const created = await create();
    const res = await call('PATCH', `/api/admin/sale-prices/${created.id}`, { endsAt: '2026-11-21T00:00:00+05:30' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'bad_request', message: PRICING_MESSAGES.endBeforeStart });
    const notFound = { code: 'not_found', message: M.notFound };
    for (const res of [
      await call('PATCH', `/api/admin/sale-prices/${UNKNOWN}`, { paused: true }),
      await call('POST', `/api/admin/sale-prices/${UNKNOWN}/end`),
      await call('DELETE', `/api/admin/sale-prices/${UNKNOWN}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });

  it('refuses a manager (no offers permission) every route with 403, writing nothing', async () => {
    const created = await create();
    const refusal = { message: missingPermissionMessage('offers'), code: 'missing_permission', permission: 'offers' };
    for (const res of [
      await call('GET', '/api/admin/sale-prices', undefined, manager),
      await call('POST', '/api/admin/sale-prices', sale(), manager),
      await call('PATCH', `/api/admin/sale-prices/${created.id}`, { paused: true }, manager),
      await call('POST', `/api/admin/sale-prices/${created.id}/end`, undefined, manager),
      await call('DELETE', `/api/admin/sale-prices/${created.id}`, undefined, manager),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
    const [row] = await t.database.db.select().from(salePrices).where(eq(salePrices.id, created.id));
    expect(row).toMatchObject({ paused: false });
  });
});
