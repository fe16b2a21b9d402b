import { describe, expect, it } from 'vitest';
import { basketContent, orderContent } from './order-content';
import { CUSTOMER_INFO as customer } from '../testing';
import type { CustomerInfo } from './order-request';

const kurti = { productId: 'k1', size: 'M', quantity: 2 };
const saree = { productId: 's1', size: 'Free', quantity: 1 };

describe('basketContent', () => {
  it('is the same whatever the line order, title or price, and sums lines of one (product, size)', () => {
    const one = basketContent([kurti, saree]);
    expect(basketContent([{ ...saree, title: 'x', price: 9 }, kurti] as (typeof kurti)[])).toBe(one);
    expect(basketContent([{ ...kurti, quantity: 1 }, saree, { ...kurti, quantity: 1 }])).toBe(one);
  });

  it.each([
    ['another quantity', [{ ...kurti, quantity: 3 }, saree]],
    ['another size', [{ ...kurti, size: 'L' }, saree]],
    ['another product', [{ ...kurti, productId: 'k2' }, saree]],
    ['a line fewer', [kurti]],
  ])('differs for %s', (_case, items) => {
    expect(basketContent(items)).not.toBe(basketContent([kurti, saree]));
  });

  it('cannot be confused by ids that contain separators', () => {
    expect(basketContent([{ productId: 'a","b', size: 'M', quantity: 1 }])).not.toBe(
      basketContent([{ productId: 'a', size: 'b","M', quantity: 1 }]),
    );
  });
});

describe('orderContent', () => {
  it('is the same for an identical order', () => {
    expect(orderContent('cod', { ...customer }, [kurti])).toBe(orderContent('cod', customer, [{ ...kurti }]));
  });

  it.each<[string, Partial<CustomerInfo>]>([
    ['address', { address: '14 MG Road' }],
    ['city', { city: 'Kanpur' }],
    ['PIN code', { pincode: '226002' }],
    ['phone', { phone: '9876543211' }],
    ['notes', { notes: 'Ring twice' }],
    ['name', { name: 'Asha V' }],
  ])('differs when the %s changes', (_field, patch) => {
    expect(orderContent('cod', { ...customer, ...patch }, [kurti])).not.toBe(orderContent('cod', customer, [kurti]));
  });

  it('differs when the payment mode or the basket changes', () => {
    expect(orderContent('prepaid', customer, [kurti])).not.toBe(orderContent('cod', customer, [kurti]));
    expect(orderContent('cod', customer, [kurti, saree])).not.toBe(orderContent('cod', customer, [kurti]));
  });
});
