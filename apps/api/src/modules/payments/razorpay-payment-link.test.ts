import { createHmac } from 'node:crypto';
import { paise } from '@vastra/domain/money';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { PROVIDER_MESSAGES } from './razorpay.adapter';
import { fixture, gatewayAnswering, json } from './razorpay-testing';

// docs/rules/third-parties.md#razorpay-payment-links, against the recorded shapes in __fixtures__.
const REQUEST = {
  amountPaise: paise(259_800),
  referenceId: 'ph_fixture0001',
  description: 'Your order from Vastra',
  customer: { name: 'Kavya Rao', phone: '+919845000001', email: 'kavya@example.com' },
  expiresAt: new Date(1_795_342_817_000),
  notes: { userId: 'u1' },
};

describe('createRazorpayGateway.createPaymentLink', () => {
  it('posts the link in paise, expire_by in seconds, no partial payment; reads the entity', async () => {
    const { gateway, sent } = gatewayAnswering(() => json(200, fixture('razorpay-payment-link-created')));
    expect(await gateway.createPaymentLink(REQUEST)).toEqual({
      id: 'plink_RZPtest0000001',
      url: 'https://rzp.io/i/nxrHnLJ',
      amountPaise: 259_800,
      expiresAt: new Date(1_795_342_817_000),
    });
    expect(sent.map((s) => [s.url, s.init.method])).toEqual([['https://api.razorpay.com/v1/payment_links', 'POST']]);
    expect(JSON.parse(sent[0]?.init.body as string)).toEqual({
      amount: 259_800,
      currency: 'INR',
      accept_partial: false,
      expire_by: 1_795_342_817,
      reference_id: 'ph_fixture0001',
      description: 'Your order from Vastra',
      customer: { name: 'Kavya Rao', contact: '+919845000001', email: 'kavya@example.com' },
      notify: { sms: true, email: true },
      reminder_enable: true,
      notes: { userId: 'u1' },
    });
  });

  it('refuses an answer for another amount, and reports a refusal as the provider failing (502)', async () => {
    const other = JSON.stringify({ ...JSON.parse(fixture('razorpay-payment-link-created')), amount: 100 });
    const wrong = await gatewayAnswering(() => json(200, other))
      .gateway.createPaymentLink(REQUEST)
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(AppError);
    expect((wrong as AppError).message).toBe(PROVIDER_MESSAGES.down);
    const refused = await gatewayAnswering(() => json(400, fixture('razorpay-error-bad-request')))
      .gateway.createPaymentLink(REQUEST)
      .catch((e: unknown) => e);
    expect((refused as AppError).message).toBe(PROVIDER_MESSAGES.refused);
  });

  it('cancels a link by its id', async () => {
    const { gateway, sent } = gatewayAnswering(() => json(200, fixture('razorpay-payment-link-created')));
    await gateway.cancelPaymentLink('plink_RZPtest0000001');
    expect(sent[0]?.url).toBe('https://api.razorpay.com/v1/payment_links/plink_RZPtest0000001/cancel');
  });
});

describe('readWebhook: payment_link.paid', () => {
  it("reads the captured payment as one of the gateway order whose id is the link's", () => {
    const { gateway } = gatewayAnswering(() => json(500, '{}'));
    const raw = Buffer.from(fixture('webhook-payment-link-paid'));
    const signature = createHmac('sha256', 'webhook_secret_for_tests').update(raw).digest('hex');
    expect(gateway.readWebhook(raw, signature, 'evt_link_1')).toEqual({
      kind: 'paid',
      eventId: 'evt_link_1',
      event: 'payment_link.paid',
      payment: {
        gatewayOrderId: 'plink_RZPtest0000001',
        paymentId: 'pay_RZPlink0000001',
        amountPaise: 259_800,
        method: 'upi',
      },
    });
  });
});
