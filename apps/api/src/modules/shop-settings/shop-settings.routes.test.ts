import { DEFAULT_SHOP_SETTINGS, SETTINGS_MESSAGES } from '@vastra/domain/settings';
import { TAX_GSTIN_MESSAGES } from '@vastra/domain/tax';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn, signedInStaff } from '../../testing/factories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let member: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInStaff(t, { role: 'owner', fullName: 'Ravi Owner' });
  member = await signedInStaff(t);
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: payload as Record<string, unknown> });
const SC_29_MAHARASHTRA = "GSTIN's state code 29 is Karnataka, but the seller's state is Maharashtra";
const WRONG_CHECK = "GSTIN's check digit is wrong — check for a typing mistake";
const CHANGED = { cod: { maxOrderValue: 3000, onlyWherePinAllows: false, confirmation: { enabled: true, hours: 24 } } };

describe('/api/admin/settings', () => {
  it('answers the defaults while nothing is stored, to any member of staff; checkout reads the COD part', async () => {
    const res = await get(member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: DEFAULT_SHOP_SETTINGS, updatedAt: null });
    const rules = await t.app.inject({ method: 'GET', url: '/api/checkout/rules' });
    expect(rules.json()).toEqual({
      cod: DEFAULT_SHOP_SETTINGS.cod,
      delivery: { feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 },
    });
  });

  it('is refused to shoppers and to no one signed in', async () => {
    expect((await get()).statusCode).toBe(401);
    const shopper = await signedIn(t);
    expect([401, 403]).toContain((await get(shopper.headers)).statusCode);
  });

  it('refuses a change from a member without Settings (403 missing_permission), changing nothing', async () => {
    const res = await put(member.headers, CHANGED);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'missing_permission',
      permission: 'settings',
      message: 'You need the Settings permission for this. Ask the shop owner.',
    });
    expect((await get(member.headers)).json()).toMatchObject({ settings: DEFAULT_SHOP_SETTINGS });
  });

  it.each([
    ['a limit of 0', { cod: { ...DEFAULT_SHOP_SETTINGS.cod, maxOrderValue: 0 } }],
    ['paise in the limit', { cod: { ...DEFAULT_SHOP_SETTINGS.cod, maxOrderValue: 99.5 } }],
    ['0 hours', { cod: { ...DEFAULT_SHOP_SETTINGS.cod, confirmation: { enabled: true, hours: 0 } } }],
    ['more than a week', { cod: { ...DEFAULT_SHOP_SETTINGS.cod, confirmation: { enabled: true, hours: 169 } } }],
    ['an unknown field', { cod: DEFAULT_SHOP_SETTINGS.cod, theme: 'dark' }],
    ['a section missing a field', { cod: { maxOrderValue: 5000 } }],
    ['a return window over 30 days', { returns: { windowDays: 31 } }],
    // HSN codes moved to the categories (docs/decisions/097-categories.md): the settings refuse the old field.
    ['an HSN code in the settings', { tax: { ...DEFAULT_SHOP_SETTINGS.tax, hsnByCategory: { kurti: '6206' } } }],
  ])('refuses %s (400)', async (_, body) => {
    const res = await put(owner.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request' });
  });

  it.each([
    ['14 characters', 'Karnataka', '29AAJCV4821K1Z', TAX_GSTIN_MESSAGES.shape],
    ['no Z at position 14', 'Karnataka', '29ABCDE1234F1Y5', TAX_GSTIN_MESSAGES.shape],
    ['a state code of another state', 'Maharashtra', '29AAJCV4821K1ZU', SC_29_MAHARASHTRA],
    ['a wrong check character', 'Karnataka', '29AAJCV4821K1Z3', WRONG_CHECK],
  ])('refuses a GSTIN with %s (422, naming seller.gstin), changing nothing', async (_, state, gstin, message) => {
    const res = await put(owner.headers, { seller: { ...DEFAULT_SHOP_SETTINGS.seller, state, gstin } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ code: 'unprocessable', field: 'seller.gstin', message });
    expect((await get(member.headers)).json()).toMatchObject({ settings: { seller: DEFAULT_SHOP_SETTINGS.seller } });
  });

  it("saves the owner's change, audited before and after; checkout sees it at once; no limit is null", async () => {
    const res = await put(owner.headers, CHANGED);
    expect(res.statusCode).toBe(200);
    // The sections sent replace those stored; the others keep their values.
    const saved = { ...DEFAULT_SHOP_SETTINGS, ...CHANGED };
    expect(res.json()).toEqual({ settings: saved, updatedAt: expect.any(String) });
    expect((await get(member.headers)).json()).toMatchObject({ settings: saved });
    expect((await t.app.inject({ method: 'GET', url: '/api/checkout/rules' })).json()).toEqual({
      ...CHANGED,
      delivery: DEFAULT_SHOP_SETTINGS.delivery,
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audits).toEqual([
      expect.objectContaining({
        staffId: owner.id,
        staffName: 'Ravi Owner',
        targetType: 'settings',
        before: DEFAULT_SHOP_SETTINGS,
        after: saved,
      }),
    ]);
    const unlimited = { cod: { ...CHANGED.cod, maxOrderValue: null } };
    expect((await put(owner.headers, unlimited)).json()).toMatchObject({ settings: unlimited });
    const seller = { ...DEFAULT_SHOP_SETTINGS.seller, state: 'Maharashtra', gstin: ' 27aajcv4821k1zy ' };
    const sellerSaved = await put(owner.headers, { seller });
    expect(sellerSaved.json()).toMatchObject({ settings: { ...unlimited, seller: { gstin: '27AAJCV4821K1ZY' } } });
    await put(owner.headers, DEFAULT_SHOP_SETTINGS);
  });

  describe('the delivery charges (docs/decisions/087-delivery-and-cod-fees.md)', () => {
    const FEES = { feeRupees: 49, freeAboveRupees: 999, codFeeRupees: 29 };

    it.each([
      ['a negative fee', { ...FEES, feeRupees: -49 }, 'delivery.feeRupees', SETTINGS_MESSAGES.deliveryFeeInvalid],
      [
        'a fee over ₹10,000',
        { ...FEES, feeRupees: 10_001 },
        'delivery.feeRupees',
        SETTINGS_MESSAGES.deliveryFeeInvalid,
      ],
      ['paise in the fee', { ...FEES, feeRupees: 49.5 }, 'delivery.feeRupees', SETTINGS_MESSAGES.deliveryFeeInvalid],
      ['a negative COD fee', { ...FEES, codFeeRupees: -1 }, 'delivery.codFeeRupees', SETTINGS_MESSAGES.codFeeInvalid],
      [
        'a COD fee over ₹10,000',
        { ...FEES, codFeeRupees: 10_001 },
        'delivery.codFeeRupees',
        SETTINGS_MESSAGES.codFeeInvalid,
      ],
      [
        'paise in the COD fee',
        { ...FEES, codFeeRupees: 29.99 },
        'delivery.codFeeRupees',
        SETTINGS_MESSAGES.codFeeInvalid,
      ],
      [
        'a free-delivery value of ₹0',
        { ...FEES, freeAboveRupees: 0 },
        'delivery.freeAboveRupees',
        SETTINGS_MESSAGES.freeAboveInvalid,
      ],
      [
        'a free-delivery value over ₹1 crore',
        { ...FEES, freeAboveRupees: 10_000_001 },
        'delivery.freeAboveRupees',
        SETTINGS_MESSAGES.freeAboveInvalid,
      ],
      [
        'paise in the free-delivery value',
        { ...FEES, freeAboveRupees: 998.5 },
        'delivery.freeAboveRupees',
        SETTINGS_MESSAGES.freeAboveInvalid,
      ],
    ])('refuses %s (400 naming the field and what to enter), changing nothing', async (_, delivery, field, message) => {
      const res = await put(owner.headers, { delivery });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'bad_request', field, message: `${field}: ${message}` });
      expect((await get(member.headers)).json()).toMatchObject({
        settings: { delivery: DEFAULT_SHOP_SETTINGS.delivery },
      });
    });

    it('refuses a delivery section missing a field (400)', async () => {
      const res = await put(owner.headers, { delivery: { feeRupees: 49, codFeeRupees: 29 } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', field: 'delivery.freeAboveRupees' });
    });

    it("saves the owner's fees, audited; checkout rules and the shop's configuration answer them at once", async () => {
      const res = await put(owner.headers, { delivery: FEES });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ settings: { ...DEFAULT_SHOP_SETTINGS, delivery: FEES } });
      const rules = await t.app.inject({ method: 'GET', url: '/api/checkout/rules' });
      expect(rules.statusCode).toBe(200);
      expect(rules.json()).toEqual({ cod: DEFAULT_SHOP_SETTINGS.cod, delivery: FEES });
      // The product page says the fees under the price from the shop's configuration every page carries.
      const shop = await t.app.inject({ method: 'GET', url: '/api/shop-config' });
      expect(shop.json()).toMatchObject({ delivery: FEES });
      const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
      expect(audits).toContainEqual(
        expect.objectContaining({
          staffId: owner.id,
          before: expect.objectContaining({ delivery: DEFAULT_SHOP_SETTINGS.delivery }),
          after: expect.objectContaining({ delivery: FEES }),
        }),
      );
      const everyBag = { feeRupees: 10_000, freeAboveRupees: null, codFeeRupees: 0 };
      expect((await put(owner.headers, { delivery: everyBag })).json()).toMatchObject({
        settings: { delivery: everyBag },
      });
      await put(owner.headers, { delivery: DEFAULT_SHOP_SETTINGS.delivery });
      expect((await t.app.inject({ method: 'GET', url: '/api/checkout/rules' })).json()).toMatchObject({
        delivery: { feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 },
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/shop-config' })).json()).toMatchObject({
        delivery: { feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 },
      });
    });
  });
});
