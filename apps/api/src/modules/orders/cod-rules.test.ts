import { SETTINGS_MESSAGES } from '@vastra/domain/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, CUSTOMER, orderCount, productWithStock, signedIn, stockOf } from '../../testing/factories';
import { as } from '../../testing/requests';
import { setCodSettings } from '../../testing/shop-settings';

// The shop's COD controls when a cash-on-delivery order is placed (docs/decisions/031-cash-on-delivery-controls.md),
// with the shipping port's PIN answer faked: 226002 has no COD, 999999 is not served, 226003's look-up fails.
const NO_COD_PIN = '226002';
const asked: string[] = [];
let t: TestApp;
let productId: string;
let shopper: { userId: string; token: string };

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      providers: {
        codAvailableAt: async (pincode) => {
          asked.push(pincode);
          if (pincode === '226003') throw new Error('connect ECONNREFUSED');
          return { serviceable: pincode !== '999999', codAvailable: pincode !== NO_COD_PIN && pincode !== '999999' };
        },
      },
    },
  );
  productId = await productWithStock(t, { M: 100 });
  shopper = await signedIn(t);
});
afterAll(() => t.close());

const cod = (quantity: number, pincode = CUSTOMER.pincode) =>
  as(t, shopper.token).post('/api/orders/cod', {
    ...codBody([{ productId, quantity }]),
    customerInfo: { ...CUSTOMER, pincode },
  });

describe('POST /api/orders/cod with the shop settings', () => {
  it('by default refuses an order above ₹5,000 (422 cod_not_available, limit named), writing nothing', async () => {
    const before = await orderCount(t, shopper.userId);
    asked.length = 0;
    const res = await cod(7); // 7 × ₹799 = ₹5,593
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'cod_not_available',
      message: 'Cash on delivery is available on orders up to ₹5,000.00. Please pay online.',
    });
    expect(res.json<{ message: string }>().message).toBe(SETTINGS_MESSAGES.overLimit(5000));
    expect(await orderCount(t, shopper.userId)).toBe(before);
    expect(await stockOf(t, productId, 'M')).toBe(100);
    // Over the limit, the courier is not asked about the PIN.
    expect(asked).toEqual([]);
  });

  it('places an order up to the limit (6 × ₹799 = ₹4,794)', async () => {
    const res = await cod(6);
    expect(res.statusCode, res.body).toBe(201);
    expect(await stockOf(t, productId, 'M')).toBe(94);
  });

  it('refuses a PIN where the courier collects no cash, with the PIN named', async () => {
    const res = await cod(1, NO_COD_PIN);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'cod_not_available',
      message: 'Cash on delivery is not available at PIN 226002. Please pay online.',
    });
    expect(await stockOf(t, productId, 'M')).toBe(94);
  });

  it('refuses a PIN the courier does not serve', async () => {
    const res = await cod(1, '999999');
    expect(res.json()).toEqual({ code: 'cod_not_available', message: SETTINGS_MESSAGES.notServiceable('999999') });
  });

  it('a PIN look-up that fails leaves the limit alone to decide', async () => {
    expect((await cod(1, '226003')).statusCode).toBe(201);
  });

  it("follows the owner's settings at once: no limit, and COD at every PIN when the PIN rule is off", async () => {
    await setCodSettings(t, { maxOrderValue: null, onlyWherePinAllows: false });
    expect((await cod(7)).statusCode).toBe(201);
    expect((await cod(1, NO_COD_PIN)).statusCode).toBe(201);
    await setCodSettings(t, { maxOrderValue: 1000 });
    const res = await cod(2); // ₹1,598
    expect(res.json()).toEqual({ code: 'cod_not_available', message: SETTINGS_MESSAGES.overLimit(1000) });
    expect((await cod(1)).statusCode).toBe(201);
    await setCodSettings(t, {});
  });
});
