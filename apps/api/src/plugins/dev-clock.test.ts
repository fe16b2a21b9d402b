import type { ProductResponse, SalePricesResponse } from '@vastra/domain/api';
import { PRICING_DEV_CLOCK_MESSAGES } from '@vastra/domain/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../shared/clock';
import { buildTestApp, type ManualClock, type TestApp } from '../testing/build-test-app';
import { newProduct, signedInStaff } from '../testing/factories';
import { as } from '../testing/requests';

// The development-only test clock (POST /api/dev/clock): the browser journeys move the server's time to see a
// scheduled sale start and end (e2e/journeys/scheduled-sale.spec.ts). Here the "real time" under it is a manual
// clock, so every instant is exact.
const HOUR_MS = 3_600_000;
const START = new Date('2026-11-21T10:00:00Z');

let t: TestApp;
let real: ManualClock;
let owner: Record<string, string>;

const moveClock = (body: object) => t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: body });
const reset = () => moveClock({ reset: true });
const product = async (id: string) => {
  const res = await as(t).get(`/api/client/products/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductResponse>();
};
const inList = async (id: string) =>
  (await as(t).get('/api/client/products')).json<ProductResponse[]>().find((p) => p._id === id);
const saleStates = async (productId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/sale-prices?productId=${productId}`,
    headers: owner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SalePricesResponse>().sales.map((sale) => sale.state);
};

const createSale = async (productId: string, startsAt: number, endsAt: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/sale-prices',
    headers: owner,
    payload: {
      target: { kind: 'product', productId },
      price: { type: 'percent', percent: 25 },
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
      label: 'Clock sale',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
};

beforeAll(async () => {
  real = manualClock(START);
  t = await buildTestApp({ NODE_ENV: 'development' }, { clock: real });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
});
afterAll(() => t.close());

describe('POST /api/dev/clock (development only)', () => {
  it('moves the server clock forward by advanceMs, and reset puts it back on real time', async () => {
    const ahead = await moveClock({ advanceMs: HOUR_MS });
    expect([ahead.statusCode, ahead.json()]).toEqual([200, { now: '2026-11-21T11:00:00.000Z', offsetMs: HOUR_MS }]);

    // Real time goes on under the offset: one second later, plus 1 ms more.
    real.advance(1000);
    expect((await moveClock({ advanceMs: 1 })).json()).toEqual({
      now: '2026-11-21T11:00:01.001Z',
      offsetMs: HOUR_MS + 1,
    });

    const back = await reset();
    expect([back.statusCode, back.json()]).toEqual([200, { now: '2026-11-21T10:00:01.000Z', offsetMs: 0 }]);
  });

  it.each([
    [{ advanceMs: 0 }, 'advanceMs', `advanceMs: ${PRICING_DEV_CLOCK_MESSAGES.backwards}`],
    [{ advanceMs: -HOUR_MS }, 'advanceMs', `advanceMs: ${PRICING_DEV_CLOCK_MESSAGES.backwards}`],
    [{ advanceMs: 1.5 }, 'advanceMs', `advanceMs: ${PRICING_DEV_CLOCK_MESSAGES.advanceWhole}`],
    [{ advanceMs: '3600000' }, 'advanceMs', `advanceMs: ${PRICING_DEV_CLOCK_MESSAGES.advanceWhole}`],
    [{ advanceMs: 400 * 24 * HOUR_MS + 1 }, 'advanceMs', `advanceMs: ${PRICING_DEV_CLOCK_MESSAGES.tooFar}`],
    [{ reset: false }, 'reset', `reset: ${PRICING_DEV_CLOCK_MESSAGES.resetTrue}`],
    [{}, undefined, PRICING_DEV_CLOCK_MESSAGES.oneOf],
    [{ advanceMs: HOUR_MS, reset: true }, undefined, PRICING_DEV_CLOCK_MESSAGES.oneOf],
  ])('refuses %j with 400 bad_request saying what to send, and the clock stays', async (body, field, message) => {
    await reset();
    const res = await moveClock(body);
    expect([res.statusCode, res.json()]).toEqual([400, { message, code: 'bad_request', ...(field ? { field } : {}) }]);
    expect((await moveClock({ advanceMs: 1 })).json()).toMatchObject({ offsetMs: 1 });
  });

  it(
    'shows a sale starting in 1 h and ending in 2 h on time as the clock moves, and after a reset the catalogue ' +
      'reads the sale again (not the sales left when it was last loaded)',
    async () => {
      const now = new Date((await reset()).json<{ now: string }>().now).getTime();
      const id = await newProduct(t, 'Test Clock Kurti', { M: { pricePaise: 200_000, stock: 5 } });
      await createSale(id, now + HOUR_MS, now + 2 * HOUR_MS);
      expect(await product(id)).toMatchObject({ price: 2000, originalPrice: null });

      await moveClock({ advanceMs: HOUR_MS });
      expect(await product(id)).toMatchObject({ price: 1500, originalPrice: 2000 });
      expect(await inList(id)).toMatchObject({ price: 1500, originalPrice: 2000 });
      expect(await saleStates(id)).toEqual(['live']);

      await moveClock({ advanceMs: HOUR_MS });
      expect(await product(id)).toMatchObject({ price: 2000, originalPrice: null });
      expect(await saleStates(id)).toEqual(['ended']);
      // A catalogue change at the moved time (here another product's sale): the catalogue reloads then, without
      // the sales already over.
      const other = await newProduct(t, 'Other Kurti', { M: { pricePaise: 100_000, stock: 5 } });
      await createSale(other, now + 10 * HOUR_MS, now + 11 * HOUR_MS);
      expect(await product(id)).toMatchObject({ price: 2000, originalPrice: null });

      // Loaded at the moved time, the catalogue left the ended sale out; back on real time it is scheduled again.
      await reset();
      expect(await saleStates(id)).toEqual(['scheduled']);
      expect(await product(id)).toMatchObject({ price: 2000, originalPrice: null });
      await moveClock({ advanceMs: HOUR_MS + 60_000 });
      expect(await product(id)).toMatchObject({ price: 1500, originalPrice: 2000 });
      expect(await inList(id)).toMatchObject({ price: 1500, originalPrice: 2000 });
      await reset();
    },
  );
});
