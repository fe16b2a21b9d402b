import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, SETTINGS_MESSAGES, ShopSettings } from '../settings';
import { deliveryNote, feeSettingsOf } from './fees';
import { priceBasket } from './price-basket';
import { basket, line } from './test-offers';

type Delivery = ShopSettings['delivery'];
const fees = (o: Partial<Delivery> = {}): Delivery => ({
  feeRupees: 49,
  freeAboveRupees: 999,
  codFeeRupees: 29,
  ...o,
});

describe('the delivery settings (docs/decisions/087-delivery-and-cod-fees.md)', () => {
  it('charge nothing in a new shop: no fee, no threshold, no COD fee', () => {
    expect(DEFAULT_SHOP_SETTINGS.delivery).toEqual({ feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 });
  });

  it.each<[string, Delivery]>([
    ['no fees', { feeRupees: 0, freeAboveRupees: null, codFeeRupees: 0 }],
    ['₹49 below ₹999, COD ₹29', fees()],
    ['the highest fees and threshold', { feeRupees: 10_000, freeAboveRupees: 10_000_000, codFeeRupees: 10_000 }],
    ['a threshold of ₹1', fees({ freeAboveRupees: 1 })],
  ])('accept %s', (_, delivery) => {
    expect(ShopSettings.shape.delivery.parse(delivery)).toEqual(delivery);
  });

  it.each<[string, unknown, string, string]>([
    ['a negative fee', fees({ feeRupees: -1 }), 'feeRupees', SETTINGS_MESSAGES.deliveryFeeInvalid],
    ['a fee over ₹10,000', fees({ feeRupees: 10_001 }), 'feeRupees', SETTINGS_MESSAGES.deliveryFeeInvalid],
    ['paise in the fee', fees({ feeRupees: 49.5 }), 'feeRupees', SETTINGS_MESSAGES.deliveryFeeInvalid],
    ['a fee as text', { ...fees(), feeRupees: '49' }, 'feeRupees', SETTINGS_MESSAGES.deliveryFeeInvalid],
    ['a negative COD fee', fees({ codFeeRupees: -29 }), 'codFeeRupees', SETTINGS_MESSAGES.codFeeInvalid],
    ['a COD fee over ₹10,000', fees({ codFeeRupees: 20_000 }), 'codFeeRupees', SETTINGS_MESSAGES.codFeeInvalid],
    ['paise in the COD fee', fees({ codFeeRupees: 0.01 }), 'codFeeRupees', SETTINGS_MESSAGES.codFeeInvalid],
    ['a threshold of ₹0', fees({ freeAboveRupees: 0 }), 'freeAboveRupees', SETTINGS_MESSAGES.freeAboveInvalid],
    [
      'a threshold over ₹1 crore',
      fees({ freeAboveRupees: 10_000_001 }),
      'freeAboveRupees',
      SETTINGS_MESSAGES.freeAboveInvalid,
    ],
    [
      'paise in the threshold',
      fees({ freeAboveRupees: 998.99 }),
      'freeAboveRupees',
      SETTINGS_MESSAGES.freeAboveInvalid,
    ],
  ])('refuse %s, naming the field with its message', (_, delivery, field, message) => {
    const result = ShopSettings.shape.delivery.safeParse(delivery);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  it('refuse a section missing a field or with an unknown one', () => {
    expect(ShopSettings.shape.delivery.safeParse({ feeRupees: 49, codFeeRupees: 0 }).success).toBe(false);
    expect(ShopSettings.shape.delivery.safeParse({ ...fees(), freeAboveOrders: 3 }).success).toBe(false);
  });
});

describe('feeSettingsOf: the settings in rupees as the pricing function takes them, in paise', () => {
  it.each<[string, Delivery, ReturnType<typeof feeSettingsOf>]>([
    ['no fees', DEFAULT_SHOP_SETTINGS.delivery, { deliveryFeePaise: 0, freeDeliveryFromPaise: null, codFeePaise: 0 }],
    ['₹49 below ₹999, COD ₹29', fees(), { deliveryFeePaise: 4_900, freeDeliveryFromPaise: 99_900, codFeePaise: 2_900 }],
    [
      'a fee on every bag',
      fees({ freeAboveRupees: null, codFeeRupees: 0 }),
      { deliveryFeePaise: 4_900, freeDeliveryFromPaise: null, codFeePaise: 0 },
    ],
    [
      'the highest values',
      { feeRupees: 10_000, freeAboveRupees: 10_000_000, codFeeRupees: 10_000 },
      { deliveryFeePaise: 1_000_000, freeDeliveryFromPaise: 1_000_000_000, codFeePaise: 1_000_000 },
    ],
  ])('%s', (_, delivery, expected) => {
    expect(feeSettingsOf(delivery)).toEqual(expected);
  });

  it.each<[string, number, number]>([
    ['₹998.99 pays the ₹49 fee', 99_899, 4_900],
    ['₹999 (the threshold) pays none', 99_900, 0],
    ['₹1,500 pays none', 150_000, 0],
  ])('priced by priceBasket: a bag of %s', (_, unitPricePaise, deliveryPaise) => {
    const priced = priceBasket(
      basket({ lines: [line({ unitPricePaise })], payment: 'cod', fees: feeSettingsOf(fees()) }),
    );
    expect(priced.fees).toMatchObject({ deliveryPaise, codPaise: 2_900 });
    expect(priced.totalPaise).toBe(unitPricePaise + deliveryPaise + 2_900);
  });
});

describe('deliveryNote: what the product page says of the fees', () => {
  it.each<[string, Delivery, ReturnType<typeof deliveryNote>]>([
    ['nothing when the shop charges no fee', DEFAULT_SHOP_SETTINGS.delivery, { delivery: null, cod: null }],
    [
      'the fee, where it ends, and the COD fee',
      fees(),
      { delivery: 'Delivery ₹49 · free on orders of ₹999 or more', cod: 'Cash on delivery fee ₹29' },
    ],
    [
      'a fee on every order, in Indian digit groups',
      { feeRupees: 1_250, freeAboveRupees: null, codFeeRupees: 0 },
      { delivery: 'Delivery ₹1,250 on every order', cod: null },
    ],
    [
      'a threshold in lakhs',
      fees({ freeAboveRupees: 1_00_000, codFeeRupees: 0 }),
      { delivery: 'Delivery ₹49 · free on orders of ₹1,00,000 or more', cod: null },
    ],
    [
      'free delivery when only cash on delivery costs extra',
      { feeRupees: 0, freeAboveRupees: 999, codFeeRupees: 29 },
      { delivery: 'Free delivery', cod: 'Cash on delivery fee ₹29' },
    ],
  ])('%s', (_, delivery, expected) => {
    expect(deliveryNote(delivery)).toEqual(expected);
  });
});
