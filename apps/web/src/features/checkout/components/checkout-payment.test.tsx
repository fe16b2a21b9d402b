import {
  BookShippingResponse,
  CreatePaymentOrderResponse,
  PaymentKeyResponse,
  PlaceOrderResponse,
} from '@vastra/domain/api';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '../../../testing/fake-api';
import { orderFixture } from '../../../testing/order-fixtures';
import { installFakeRazorpay, renderCheckout } from '../testing/render-checkout';

const saved = PlaceOrderResponse.parse({ success: true, order: orderFixture({ _id: 'ord-123' }), orderId: 'ord-123' });
const booked = BookShippingResponse.parse({
  success: true,
  data: { awb: 'SIM123', courier: 'Delhivery' },
  message: 'Shipment booked',
});
const signature = 'a'.repeat(64);
const routes: FakeRoutes = {
  'GET /api/payment/get-key': [
    200,
    PaymentKeyResponse.parse({ key: 'rzp_test_sandbox', checkoutScriptUrl: '/api/payment/sandbox/checkout.js' }),
  ],
  'POST /api/payment/create-order': [
    200,
    CreatePaymentOrderResponse.parse({ id: 'order_G1', amount: 259800, currency: 'INR' }),
  ],
  'POST /api/orders/verify': [201, saved],
  'POST /api/orders/cod': [201, saved],
  'POST /api/orders/book-shipping/ord-123': [200, booked],
};

let razorpay: ReturnType<typeof installFakeRazorpay>;
afterEach(() => {
  razorpay?.uninstall();
  vi.unstubAllGlobals();
});

async function paste(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function submit(overrides: FakeRoutes = {}, mode: 'card' | 'cod' = 'card') {
  razorpay = installFakeRazorpay();
  const view = renderCheckout({ routes: { ...routes, ...overrides } });
  // Pasted, not typed: typing re-renders the whole form per character, and the address is only setup here.
  await paste(await screen.findByRole('textbox', { name: /^Street address/ }), '12 MG Road');
  await paste(screen.getByRole('textbox', { name: /^Town/ }), 'Lucknow');
  await paste(screen.getByRole('textbox', { name: /^PIN/ }), '226001');
  if (mode === 'cod') await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  return view;
}

const pay = () =>
  act(async () =>
    razorpay.pay({ razorpay_order_id: 'order_G1', razorpay_payment_id: 'pay_1', razorpay_signature: signature }),
  );

describe('checkout by card (spec §7 Payment provider flow)', () => {
  it("opens the gateway with the spec's options and ignores repeat submits while 'Processing...'", async () => {
    const { api } = await submit();
    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(api.callsTo('POST /api/payment/create-order')).toHaveLength(1);
    expect(api.callsTo('POST /api/payment/create-order')[0]?.body).toMatchObject({
      amount: 2598,
      items: [{ productId: 'k1', size: 'M', quantity: 2, price: 1299 }],
    });
    const { options } = razorpay.opened[0] ?? {};
    expect(options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 259800,
      currency: 'INR',
      name: 'Vastra',
      description: 'Order Payment',
      order_id: 'order_G1',
      prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '+919876543210' },
      config: {
        display: {
          hide: [{ method: 'emi' }, { method: 'cardless_emi' }, { method: 'paylater' }],
          preferences: { show_default_blocks: true },
        },
      },
    });
    expect(options?.image).toBeUndefined();
  });

  it("verifies, books shipping and shows 'Payment successful' with the order id", async () => {
    const { api, onOrderPlaced } = await submit();
    await screen.findByRole('button', { name: 'Processing...' });
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(dialog).toHaveTextContent('Your payment was successful and order is placed.');
    expect(dialog).toHaveTextContent('ord-123');
    expect(dialog.style.maxWidth).toBe('420px');
    expect(api.callsTo('POST /api/orders/verify')[0]?.body).toMatchObject({
      razorpay_order_id: 'order_G1',
      razorpay_payment_id: 'pay_1',
      orderData: { totalAmount: 2598, customerInfo: { name: 'Asha Verma', pincode: '226001', state: 'Uttar Pradesh' } },
    });
    expect(api.callsTo('POST /api/orders/book-shipping/ord-123')).toHaveLength(1);
    expect(onOrderPlaced).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
  });

  it.each([
    ['dismissed', () => act(async () => razorpay.dismiss()), null],
    [
      'declined',
      () => act(async () => razorpay.fail({ error: { description: 'Your payment has been declined by the bank.' } })),
      'Your payment has been declined by the bank.',
    ],
  ])('goes back to idle when the payment is %s', async (_case, end, message) => {
    await submit();
    await screen.findByRole('button', { name: 'Processing...' });
    await end();
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeEnabled();
    if (message) expect(screen.getByRole('alert')).toHaveTextContent(message);
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[string, FakeRoutes, string]>([
    [
      'the key cannot be fetched',
      { 'GET /api/payment/get-key': [500, { message: 'down' }] },
      '❌ Failed to initiate payment. Try again.',
    ],
    [
      'the gateway order is invalid',
      { 'POST /api/payment/create-order': [200, { id: 'x' }] },
      '❌ Failed to initiate payment. Try again.',
    ],
  ])('says so when %s', async (_case, overrides, message) => {
    await submit(overrides);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it.each([
    [
      'verify reports no success',
      [200, { success: false }] as const,
      '⚠️ Payment processed but saving order failed. Contact support.',
    ],
    [
      'the verify call fails',
      [400, { message: 'Invalid payment signature' }] as const,
      '❌ Payment succeeded but order saving failed. Contact support.',
    ],
  ])('when %s', async (_case, answer, message) => {
    await submit({ 'POST /api/orders/verify': answer });
    await screen.findByRole('button', { name: 'Processing...' });
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('cash on delivery (spec §7, §8)', () => {
  it("places the order with an Idempotency-Key and shows 'Order placed successfully'", async () => {
    const { api } = await submit({}, 'cod');
    const dialog = await screen.findByRole('dialog', { name: 'Order placed successfully' });
    expect(dialog).toHaveTextContent('Your Cash on Delivery order has been placed.');
    expect(api.callsTo('POST /api/orders/cod')[0]?.body).toMatchObject({
      shippingCost: 0,
      paymentType: 'COD',
      totalAmount: 2598,
    });
    const init = vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/orders/cod')?.[1];
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[\w-]{16,}$/);
  });

  it("'❌ Failed to place COD order.' with the server's message", async () => {
    await submit({ 'POST /api/orders/cod': [409, { message: 'Only 1 left of Indigo Anarkali Kurti (M).' }] }, 'cod');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Failed to place COD order. Only 1 left of Indigo Anarkali Kurti (M).',
    );
  });

  it("'Server error' when there is no answer", async () => {
    await submit({ 'POST /api/orders/cod': 'network-error' }, 'cod');
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Failed to place COD order. Server error');
  });

  it('keeps the order when the shipping booking fails (spec §8 Shipping push)', async () => {
    await submit(
      {
        'POST /api/orders/book-shipping/ord-123': [
          502,
          { success: false, data: null, message: 'Simulated courier outage' },
        ],
      },
      'cod',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order placed successfully' });
    expect(dialog).toHaveTextContent('Order placed but Shiprocket push failed...');
    expect(screen.getByRole('alert')).toHaveTextContent('Shiprocket push failed: Simulated courier outage');
  });

  it("'Session expired or invalid token. Please log in again to push booking.' on a 401", async () => {
    await submit({ 'POST /api/orders/book-shipping/ord-123': [401, { message: 'Authentication required' }] });
    await screen.findByRole('button', { name: 'Processing...' });
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(dialog).toHaveTextContent(
      'Payment successful, order saved, but Shiprocket push failed. You can finish booking in admin/Shiprocket.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Session expired or invalid token. Please log in again to push booking.',
    );
  });
});
