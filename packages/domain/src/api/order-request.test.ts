import { describe, it, expect } from 'vitest';
import { firstIssueMessage } from '../forms';
import type { BillingForm } from '../checkout';
import {
  CodOrderBody,
  CreatePaymentOrderBody,
  CustomerInfo,
  OrderItemInput,
  VerifyPaymentBody,
  toCustomerInfo,
} from './order-request';
import { BILLING_FORM, CUSTOMER_INFO } from '../testing';

const customerInfo = CUSTOMER_INFO;
const items = [{ productId: 'p1', title: 'Kurti', size: 'L', quantity: 2, price: 499 }];
const cod = { customerInfo, items, totalAmount: 998, shippingCost: 0, paymentType: 'COD' };
const verify = {
  razorpay_order_id: 'order_Abc123',
  razorpay_payment_id: 'pay_Xyz789',
  razorpay_signature: 'a'.repeat(64),
  orderData: { customerInfo, items, totalAmount: 998 },
};

const messageOf = (result: { error?: Parameters<typeof firstIssueMessage>[0] }) => firstIssueMessage(result.error);

describe('toCustomerInfo', () => {
  it('joins first and last name (docs/rules/checkout.md#data)', () => {
    const form: BillingForm = BILLING_FORM;
    expect(toCustomerInfo(form)).toEqual(customerInfo);
    expect(CustomerInfo.parse(toCustomerInfo(form))).toEqual(customerInfo);
  });
});

describe('OrderItemInput', () => {
  it('defaults size to "M"', () => {
    expect(OrderItemInput.parse({ productId: 'p1', quantity: 1, price: 0 })).toEqual({
      productId: 'p1',
      title: '',
      size: 'M',
      quantity: 1,
      price: 0,
    });
  });
});

describe('CodOrderBody', () => {
  it('accepts customerInfo, items, totalAmount, shippingCost 0 and paymentType "COD"', () => {
    expect(CodOrderBody.parse(cod)).toEqual(cod);
    const { shippingCost: _s, ...withoutShipping } = cod;
    expect(CodOrderBody.parse(withoutShipping).shippingCost).toBe(0);
  });

  it.each([
    [{ ...cod, items: [] }, 'No items in the order. Please add items to the cart first.'],
    [{ ...cod, items: undefined }, 'No items in the order. Please add items to the cart first.'],
    [
      { ...cod, items: [{ ...items[0], productId: '' }] },
      'One or more products are missing IDs. Please go back to cart and try again.',
    ],
    [
      { ...cod, items: [{ title: 'x', quantity: 1, price: 1 }] },
      'One or more products are missing IDs. Please go back to cart and try again.',
    ],
    [{ ...cod, customerInfo: { ...customerInfo, pincode: '56003' } }, 'Please enter a valid 6-digit PIN code.'],
    [
      { ...cod, customerInfo: { ...customerInfo, phone: '+919876543210' } },
      'Please enter a valid 10-digit phone number.',
    ],
    [{ ...cod, customerInfo: { ...customerInfo, state: 'Orissa' } }, 'Please select your state.'],
    [{ ...cod, customerInfo: { ...customerInfo, city: '' } }, 'Please enter your city.'],
    [{ ...cod, items: Array(101).fill(items[0]) }, 'An order may have at most 100 lines.'],
  ])('rejects %#: %j', (body, message) => {
    expect(messageOf(CodOrderBody.safeParse(body))).toBe(message);
  });

  it('takes the shipping cost, a coupon and the total shown as information (the server prices the order)', () => {
    const body = CodOrderBody.parse({ ...cod, shippingCost: 49, couponCode: 'festive20', quotedTotal: 949 });
    expect(body).toMatchObject({ shippingCost: 49, couponCode: 'festive20', quotedTotal: 949 });
  });

  it("takes the WhatsApp answer with the language of its wording, and an older page's without it", () => {
    const hindi = CodOrderBody.parse({ ...cod, whatsappUpdates: true, whatsappLanguage: 'hi' });
    expect(hindi).toMatchObject({ whatsappUpdates: true, whatsappLanguage: 'hi' });
    expect(CodOrderBody.parse({ ...cod, whatsappUpdates: true }).whatsappLanguage).toBeUndefined();
  });

  it.each([
    [{ ...cod, shippingCost: -1 }],
    [{ ...cod, couponCode: 'X'.repeat(41) }],
    [{ ...cod, quotedTotal: -5 }],
    [{ ...cod, whatsappUpdates: true, whatsappLanguage: 'fr' }],
    [{ ...cod, paymentType: 'cod' }],
    [{ ...cod, totalAmount: -1 }],
    [{ ...cod, totalAmount: '998' }],
    [{ ...cod, items: [{ ...items[0], quantity: 0 }] }],
    [{ ...cod, items: [{ ...items[0], quantity: 1.5 }] }],
    [{ ...cod, items: [{ ...items[0], extra: true }] }],
    [{ ...cod, customerInfo: { ...customerInfo, address: 'x'.repeat(301) } }],
  ])('rejects a wrongly typed or unbounded body %#', (body) => {
    expect(CodOrderBody.safeParse(body).success).toBe(false);
  });
});

describe('VerifyPaymentBody', () => {
  it("accepts the provider's order id, payment id and signature with orderData", () => {
    expect(VerifyPaymentBody.parse(verify).orderData.totalAmount).toBe(998);
  });

  it.each([
    [{ ...verify, razorpay_signature: 'zz' }, 'Invalid payment signature'],
    [{ ...verify, razorpay_order_id: 'order 1' }, 'Invalid payment reference'],
    [
      { ...verify, orderData: { ...verify.orderData, items: [] } },
      'No items in the order. Please add items to the cart first.',
    ],
  ])('rejects %#', (body, message) => {
    expect(messageOf(VerifyPaymentBody.safeParse(body))).toBe(message);
  });
});

describe('CreatePaymentOrderBody', () => {
  it.each([
    [{ amount: 998 }, true],
    [{ amount: 998, items }, true],
    [{ amount: 0 }, false],
    [{ amount: '998' }, false],
    [{ amount: 1e9 }, false],
    [{ amount: 998, items: [] }, false],
  ])('%j → %s', (body, ok) => {
    expect(CreatePaymentOrderBody.safeParse(body).success).toBe(ok);
  });
});
