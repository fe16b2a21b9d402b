import type { Order, QuoteResponse } from '@vastra/domain/api';
import { readPricingSnapshot } from '@vastra/domain/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../shared/clock';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { codBody, itemsOf, type Line, newProduct, orderRow, signedIn, signedInStaff } from '../../testing/factories';
import { as } from '../../testing/requests';

// The shop's delivery and COD fees in the quote and the COD order (split from checkout-offers.test.ts, same set-up).
const clock = manualClock(new Date('2026-12-05T10:00:00Z'));

let t: TestApp;
let owner: Record<string, string>;
let kurti: string;
let saree: string;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  owner = (await signedInStaff(t, { role: 'owner' })).headers;
  kurti = await newProduct(t, 'Mulmul Kurti', { M: { pricePaise: 100_000, stock: 50 } });
  saree = await newProduct(t, 'Chanderi Saree', { Free: { pricePaise: 60_000, stock: 50 } });
});
afterAll(() => t.close());

async function quote(lines: Line[], extra: Record<string, unknown> = {}) {
  const res = await as(t).post('/api/checkout/quote', { items: itemsOf(lines), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuoteResponse>();
}

describe('delivery and COD fees', () => {
  const setFees = async (delivery: object) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: owner,
      payload: { delivery },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('adds the fees to the quote and the COD order, waives delivery above the value, and taxes them', async () => {
    await setFees({ feeRupees: 49, freeAboveRupees: 999, codFeeRupees: 29 });
    try {
      const one = [{ productId: saree, size: 'Free', quantity: 1 }];
      expect(await quote(one, { paymentMode: 'cod' })).toMatchObject({
        subtotal: 600,
        deliveryFee: 49,
        codFee: 29,
        total: 678,
        payOnline: { total: 649, saves: 29, message: 'Pay online and save ₹29 more' },
      });
      expect(await quote([{ productId: kurti, quantity: 1 }], { paymentMode: 'prepaid' })).toMatchObject({
        deliveryFee: 0,
        codFee: 0,
        total: 1000,
        payOnline: null,
      });

      const shopper = await signedIn(t);
      const res = await as(t, shopper.token).post('/api/orders/cod', { ...codBody(one), quotedTotal: 678 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ order: Order }>().order).toMatchObject({
        totalAmount: 678,
        shippingCost: 49,
        pricing: { subtotal: 600, deliveryFee: 49, codFee: 29 },
      });
      const row = await orderRow(t, res.json<{ orderId: string }>().orderId);
      expect(row).toMatchObject({ totalPaise: 67_800, deliveryFeePaise: 4_900, codFeePaise: 2_900, discountPaise: 0 });
      // The fees are taxed at the saree's 5 %, on the same invoice line's share (decision 084).
      const line = readPricingSnapshot(row?.pricing)?.basket.lines[0];
      expect(line).toMatchObject({ paidPaise: 60_000, feeSharePaise: 7_800 });
      expect(line?.feeTax).toMatchObject({ rate: 5, igstPaise: 372 });
    } finally {
      await setFees({ feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 });
    }
  });
});
