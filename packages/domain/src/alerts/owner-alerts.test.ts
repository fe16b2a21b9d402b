import { describe, expect, it } from 'vitest';
import {
  alertTextVariables,
  digestLines,
  digestVariable,
  failedDeliveryAlert,
  isAlertEmail,
  jobAttentionAlert,
  lowStockAlert,
  newOrderAlert,
  paymentAttentionAlert,
  returnRequestedAlert,
} from './owner-alerts';

const ORDER = 'a1b2c3d4-0000-4000-8000-000000000001';

describe('the alerts', () => {
  it.each([
    [
      newOrderAlert({ id: ORDER, totalPaise: 129_900, cod: true, city: 'Jaipur' }),
      {
        kind: 'new_order',
        key: `new_order:${ORDER}`,
        title: 'New order #A1B2C3D4',
        detail: '₹1,299.00, COD, Jaipur',
        path: `/admin/orders/${ORDER}`,
      },
    ],
    [
      paymentAttentionAlert({ id: 'p1', amountPaise: 50_000, reason: 'Paid for an order that was cancelled' }),
      {
        kind: 'payment_attention',
        key: 'payment_attention:p1',
        title: 'Payment of ₹500.00 needs attention',
        detail: 'Paid for an order that was cancelled',
        path: '/admin/queue',
      },
    ],
    [
      failedDeliveryAlert({ id: ORDER, attempt: 2, reason: 'Customer not available' }),
      {
        kind: 'failed_delivery',
        key: `failed_delivery:${ORDER}:2`,
        title: 'Delivery failed #A1B2C3D4',
        detail: 'Attempt 2: Customer not available',
        path: `/admin/orders/${ORDER}`,
      },
    ],
    [
      returnRequestedAlert({ id: 'r1', orderId: ORDER, kind: 'exchange' }),
      {
        kind: 'return_requested',
        key: 'return_requested:r1',
        title: 'Exchange requested #A1B2C3D4',
        detail: 'Exchange request for order #A1B2C3D4',
        path: '/admin/returns/r1',
      },
    ],
    [
      lowStockAlert({ productId: 'p', title: 'Anarkali Kurti', size: 'M', stock: 0, crossing: '7081' }),
      {
        kind: 'low_stock',
        key: 'low_stock:p:M:7081',
        title: 'Low stock: Anarkali Kurti',
        detail: 'Size M is sold out',
        path: '/admin/products/p',
      },
    ],
    [
      jobAttentionAlert({ id: 'j', label: 'Payment reconciliation', attempts: 5, failedAt: new Date(1000) }),
      {
        kind: 'job_attention',
        key: 'job_attention:j:1000',
        title: 'Payment reconciliation stopped',
        detail: 'It failed 5 times and waits for you',
        path: '/admin',
      },
    ],
  ])('%#: title, detail, key and page', (alert, expected) => {
    expect(alert).toEqual(expected);
  });

  it('says how many are left of a low size', () => {
    const alert = lowStockAlert({ productId: 'p', title: 'Kurti', size: 'L', stock: 2, crossing: '1' });
    expect(alert.detail).toBe('Size L: 2 left');
  });

  it('a text carries plain characters only, each variable at most 30', () => {
    const alert = newOrderAlert({ id: ORDER, totalPaise: 1_29_900, cod: false, city: 'Thiruvananthapuram' });
    expect(alertTextVariables(alert)).toEqual({
      alert: 'New order #A1B2C3D4',
      detail: 'Rs.1,299.00, paid, Thiruvanant',
    });
  });
});

describe('the digest', () => {
  it('counts by kind, in the kinds order, singular and plural', () => {
    expect(digestLines({ low_stock: 1, new_order: 3, failed_delivery: 0 })).toEqual(['3 new orders', '1 size low']);
  });

  it('fits its SMS variable: the lines when short, else the total and new orders', () => {
    expect(digestVariable({ new_order: 3, low_stock: 1 })).toBe('3 new orders, 1 size low');
    expect(digestVariable({ new_order: 12, failed_delivery: 2, return_requested: 3 })).toBe('17 alerts, 12 new orders');
    expect(digestVariable({ failed_delivery: 2, return_requested: 3, job_attention: 1 })).toBe('6 alerts');
    expect(digestVariable({})).toBe('no alerts');
  });
});

describe('isAlertEmail', () => {
  it.each([
    ['owner@vastra.in', true],
    ['a.b+alerts@mail.example.com', true],
    ['owner@vastra', false],
    ['owner vastra@x.in', false],
    ['@x.in', false],
    [`${'a'.repeat(250)}@x.in`, false],
  ])('%s: %s', (value, expected) => {
    expect(isAlertEmail(value)).toBe(expected);
  });
});
