import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { PROVIDER_MESSAGES } from './razorpay.adapter';
import { fixture, gatewayAnswering, json } from './razorpay-testing';

describe('createRazorpayGateway payment reads (GET /v1/payments/:id, GET /v1/orders/:id/payments)', () => {
  it('reads a captured UPI payment: method, amount, order and capture', async () => {
    const { gateway, sent } = gatewayAnswering(() => json(200, fixture('razorpay-payment-upi-captured')));
    expect(await gateway.fetchPayment('pay_RZPupi00000001')).toEqual({
      id: 'pay_RZPupi00000001',
      status: 'captured',
      method: 'upi',
      amountPaise: 249_900,
      orderId: 'order_RZPtest0000001',
      captured: true,
    });
    expect(sent[0]?.url).toBe('https://api.razorpay.com/v1/payments/pay_RZPupi00000001');
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it("lists a gateway order's attempts: a timed-out UPI attempt, then one authorised late", async () => {
    const { gateway, sent } = gatewayAnswering(() => json(200, fixture('razorpay-order-payments')));
    const payments = await gateway.fetchOrderPayments('order_RZPtest0000001');
    expect(payments.map((p) => [p.id, p.status, p.method, p.captured])).toEqual([
      ['pay_RZPupi00000000', 'failed', 'upi', false],
      ['pay_RZPupi00000001', 'authorized', 'upi', false],
    ]);
    expect(sent[0]?.url).toBe('https://api.razorpay.com/v1/orders/order_RZPtest0000001/payments');
  });

  it('answers null for a payment Razorpay does not know (404) and fails as a provider on a 500', async () => {
    expect(
      await gatewayAnswering(() => json(404, fixture('razorpay-error-bad-request'))).gateway.fetchPayment('pay_x'),
    ).toBeNull();
    const error = await gatewayAnswering(() => json(500, fixture('razorpay-error-server')))
      .gateway.fetchOrderPayments('order_x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(PROVIDER_MESSAGES.down);
  });
});
