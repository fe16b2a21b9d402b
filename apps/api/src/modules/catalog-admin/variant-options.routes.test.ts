import { ENDPOINTS, endpointPath } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M, BACK_OFFICE_VARIANT_MESSAGES as V } from '@vastra/domain/back-office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newProduct, signedInStaff } from '../../testing/factories';

// The back office's products with a second option (docs/decisions/099-variant-options.md): keys built from the two
// values, SKUs unique across the shop, the option checked against the variants whichever of them a change names.

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signedInStaff(t);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: Json) =>
  t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
const productPath = (id: string) => endpointPath(ENDPOINTS.adminUpdateProduct.path, { id });

const v = (option1: string, option2: string, sku: string | null, stock = 3) => ({
  option1,
  option2,
  sku,
  pricePaise: 99_900,
  originalPricePaise: 149_900,
  stock,
});
const twoColours = (prefix: string) => ({
  title: `${prefix} Kurti`,
  category: 'kurti',
  option2Name: 'Colour',
  variants: [
    v('M', 'Red', `${prefix}-R-M`),
    v('L', 'Red', `${prefix}-R-L`),
    v('M', 'Blue', `${prefix}-B-M`),
    v('L', 'Blue', null, 0),
  ],
});

describe('a product in two colours', () => {
  it('keeps each variant under the key of its two values, with its codes', async () => {
    const res = await call('POST', ENDPOINTS.adminCreateProduct.path, {
      ...twoColours('KR'),
      variants: [{ ...v('M', 'Red', 'KR-R-M'), barcode: '8901234567890', weightGrams: 350 }, v('M', 'Blue', null)],
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json<{ option2Name: string; variants: Json[]; imagesByOption: Json }>();
    expect(product.option2Name).toBe('Colour');
    expect(product.imagesByOption).toEqual({});
    expect(product.variants).toEqual([
      {
        size: 'M / Red',
        option1: 'M',
        option2: 'Red',
        sku: 'KR-R-M',
        barcode: '8901234567890',
        weightGrams: 350,
        pricePaise: 99_900,
        originalPricePaise: 149_900,
        stock: 3,
      },
      {
        size: 'M / Blue',
        option1: 'M',
        option2: 'Blue',
        sku: null,
        barcode: null,
        weightGrams: null,
        pricePaise: 99_900,
        originalPricePaise: 149_900,
        stock: 3,
      },
    ]);
  });

  it('sets the stock of one colour of one size by its key, leaving the other colour alone', async () => {
    const id = (await call('POST', ENDPOINTS.adminCreateProduct.path, twoColours('ST'))).json<{ id: string }>().id;
    const stock = await t.app.inject({
      method: 'PUT',
      url: endpointPath(ENDPOINTS.adminSetStock.path, { id }),
      headers: staff.headers,
      payload: { reason: 'received', changes: [{ size: 'M / Red', stock: 9 }] },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    const variants = stock.json<{ variants: { size: string; stock: number }[] }>().variants;
    expect(variants.map((x) => [x.size, x.stock])).toEqual([
      ['M / Red', 9],
      ['L / Red', 3],
      ['M / Blue', 3],
      ['L / Blue', 0],
    ]);
  });

  it.each([
    [
      'a value with "/"',
      { ...twoColours('SL'), variants: [v('M', 'Red/Blue', null)] },
      'variants.0.option2',
      V.optionSlash,
    ],
    [
      'the same pair twice',
      { ...twoColours('DP'), variants: [v('M', 'Red', null), v('m', 'red', null)] },
      'variants.1.size',
      V.pairDuplicate,
    ],
    [
      'the same SKU twice',
      { ...twoColours('DS'), variants: [v('M', 'Red', 'X-1'), v('L', 'Red', 'x-1')] },
      'variants.1.sku',
      V.skuDuplicate,
    ],
    [
      'a colour missing',
      {
        ...twoColours('CM'),
        variants: [v('M', 'Red', null), { size: 'L', pricePaise: 100, originalPricePaise: null, stock: 0 }],
      },
      'variants.1.option2',
      V.option2Missing,
    ],
    [
      'a variant without a price',
      { ...twoColours('NP'), variants: [{ option1: 'M', option2: 'Red', originalPricePaise: null, stock: 0 }] },
      'variants.0.pricePaise',
      M.priceRequired,
    ],
  ])('refuses %s with 400 naming the field', async (_name, body, field, message) => {
    const res = await call('POST', ENDPOINTS.adminCreateProduct.path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', field, message: `${field}: ${message}` });
  });

  it('refuses a SKU another product has, case aside, naming it (409) and writes nothing', async () => {
    await call('POST', ENDPOINTS.adminCreateProduct.path, twoColours('TK'));
    const res = await call('POST', ENDPOINTS.adminCreateProduct.path, {
      ...twoColours('OTHER'),
      title: 'Taken SKU Kurti',
      variants: [v('M', 'Red', 'tk-r-m')],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'sku_taken', message: V.skuTaken('TK-R-M') });
  });

  it('checks a change of the option alone against the stored variants (422)', async () => {
    const id = await newProduct(t, 'Sizes Only Kurti', { M: { pricePaise: 79_900, stock: 2 } });
    const named = await call('PATCH', productPath(id), { option2Name: 'Colour' });
    expect(named.statusCode).toBe(422);
    expect(named.json()).toMatchObject({ code: 'variant_options_invalid', message: V.option2Missing });
    // Naming it with colours for every variant is accepted; a one-option product's variants keep their keys.
    const both = await call('PATCH', productPath(id), {
      option2Name: 'Colour',
      variants: [{ option1: 'M', option2: 'Green', pricePaise: 79_900, originalPricePaise: null, stock: 2 }],
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<{ variants: { size: string }[] }>().variants.map((x) => x.size)).toEqual(['M / Green']);
  });

  it('refuses photos for a value no variant has, or a photo not of the product (422)', async () => {
    const id = (await call('POST', ENDPOINTS.adminCreateProduct.path, twoColours('PH'))).json<{ id: string }>().id;
    const unknown = await call('PATCH', productPath(id), { imagesByOption: { Green: [] } });
    expect(unknown.json()).toMatchObject({ code: 'variant_options_invalid', message: V.imagesOptionUnknown('Green') });
    const foreign = await call('PATCH', productPath(id), { imagesByOption: { Red: ['/media/elsewhere.jpg'] } });
    expect(foreign.json()).toMatchObject({ code: 'variant_options_invalid', message: V.imageNotOfProduct });
  });
});
