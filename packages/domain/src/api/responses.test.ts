import { describe, it, expect } from 'vitest';
import type { Product } from '../catalog';
import { readTrackingSnapshot } from '../tracking';
import { ApiErrorBody, validationErrorBody } from './api-error';
import { BookShippingResponse, Order, PlaceOrderResponse } from './order-response';
import { ProductResponse } from './products';
import { ShopConfig } from './shop-config';
import { AwbParams, TrackMyBody, TrackMyResponse, type TrackingResponse } from './tracking-response';
import { CodOrderBody } from './order-request';
import { ORDER } from '../testing';

const product: ProductResponse = {
  _id: 'p1',
  title: 'Cotton Kurti',
  description: 'Soft cotton',
  category: 'kurti',
  sizes: ['S', 'M'],
  stockBySize: { S: 0, M: 3 },
  pricesBySize: { S: 499, M: 499 },
  originalPricesBySize: { S: 999, M: 999 },
  price: 499,
  originalPrice: 999,
  stock: 3,
  images: ['/uploads/p1-1.webp'],
};

const order: Order = ORDER;

describe('ProductResponse', () => {
  it('describes a product and fits the storefront Product', () => {
    const parsed: Product = ProductResponse.parse(product);
    expect(parsed).toEqual(product);
  });

  it('may carry the Hindi title and description, and is whole without them (decision 136)', () => {
    const hindi = { title: 'सूती कुर्ती', description: '' };
    const parsed: Product = ProductResponse.parse({ ...product, hindi });
    expect(parsed.hindi).toEqual(hindi);
    expect(ProductResponse.parse(product)).not.toHaveProperty('hindi');
    expect(ProductResponse.safeParse({ ...product, hindi: { title: 'सूती कुर्ती' } }).success).toBe(false);
  });

  it('takes any category slug the shop may have made, and refuses what is none (decision 097)', () => {
    expect(ProductResponse.safeParse({ ...product, category: 'lehenga' }).success).toBe(true);
    expect(ProductResponse.safeParse({ ...product, category: 'Shoes & Bags' }).success).toBe(false);
    expect(ProductResponse.safeParse({ ...product, category: 'all' }).success).toBe(false);
  });
});

describe('Order', () => {
  it('describes an order, with a product id given as an id or expanded', () => {
    expect(Order.parse(order)).toEqual(order);
    const plainId = { ...order, items: [{ ...order.items[0], productId: 'p1' }] };
    expect(Order.safeParse(plainId).success).toBe(true);
    expect(PlaceOrderResponse.safeParse({ success: true, order, orderId: 'o1' }).success).toBe(true);
  });

  it('carries a tracking snapshot read from Shiprocket', () => {
    const lastTracking = readTrackingSnapshot([{ status: 'In Transit', date: 1714737600, location: 'Pune' }]);
    expect(Order.safeParse({ ...order, lastTracking }).success).toBe(true);
  });
});

describe('BookShippingResponse', () => {
  it('describes {success, data, message}', () => {
    expect(
      BookShippingResponse.safeParse({ success: true, data: { awb: 'AWB1', courier: 'Delhivery' }, message: 'Booked' })
        .success,
    ).toBe(true);
    expect(
      BookShippingResponse.safeParse({ success: false, data: null, message: 'Shiprocket push failed' }).success,
    ).toBe(true);
  });
});

describe('TrackMyBody', () => {
  it('accepts {awbs, orderIds}, each defaulting to empty', () => {
    expect(TrackMyBody.parse({})).toEqual({ awbs: [], orderIds: [] });
    expect(TrackMyBody.parse({ awbs: ['AWB1'], orderIds: ['o1'] })).toEqual({ awbs: ['AWB1'], orderIds: ['o1'] });
  });

  it.each([
    [{ awbs: Array(51).fill('A1') }, 'At most 50 AWBs per request.'],
    [{ orderIds: Array(101).fill('o1') }, 'At most 100 orders per request.'],
    [{ awbs: ['A 1'] }, 'Invalid AWB'],
    [{ orderIds: ['o/1'] }, 'Invalid id'],
  ])('rejects %#', (body, message) => {
    expect(TrackMyBody.safeParse(body).error?.issues[0]?.message).toBe(message);
  });
});

describe('TrackingResponse', () => {
  it(
    'describes {tracking, awb, currentStatus, removedFromShiprocket, ' + 'cancellationReason} keyed in TrackMyResponse',
    () => {
      const tracking: TrackingResponse = {
        tracking: readTrackingSnapshot([]),
        awb: 'AWB1',
        currentStatus: 'NEW',
        removedFromShiprocket: true,
        cancellationReason: null,
      };
      expect(TrackMyResponse.safeParse({ byOrderId: { o1: tracking }, byAwb: { AWB1: tracking } }).success).toBe(true);
      expect(AwbParams.safeParse({ awb: '1234567890' }).success).toBe(true);
    },
  );
});

describe('ShopConfig', () => {
  const base = {
    name: 'Vastra',
    supportEmail: 'help@vastra.example',
    supportPhoneMasked: '+91 98XXX XXX10',
    socialUrl: 'https://instagram.com/vastra',
    logoUrl: null,
    payment: { provider: 'sandbox' },
    shipping: { provider: 'shiprocket' },
  };

  it.each([
    [{ provider: 'local' }, true],
    [{ provider: 'firebase', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' } }, true],
    [{ provider: 'firebase' }, false],
    [{ provider: 'local', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' } }, false],
    [{ provider: 'msg91' }, false],
  ])('identity %j → %s', (identity, ok) => {
    expect(ShopConfig.safeParse({ ...base, identity }).success).toBe(ok);
  });
});

describe('validationErrorBody', () => {
  it('gives the first issue as {message, field} for a 400', () => {
    const error = CodOrderBody.safeParse({ customerInfo: {}, items: [], totalAmount: 0, paymentType: 'COD' }).error;
    const body = error ? validationErrorBody(error) : null;
    expect(ApiErrorBody.parse(body)).toEqual({
      message: 'Please enter your name.',
      code: 'bad_request',
      field: 'customerInfo.name',
    });
  });
});
