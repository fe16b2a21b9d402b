import {
  BookShippingResponse,
  type CodOrderBody,
  CreatePaymentOrderResponse,
  PaymentKeyResponse,
  PlaceOrderResponse,
} from '@vastra/domain/api';
import { ORDERS_COD_LIMIT_MESSAGES } from '@vastra/domain/orders';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '../../../testing/fake-api';
import { orderFixture } from '../../../testing/order-fixtures';
import { shopConfigFixture } from '../../../testing/shopper-fixtures';
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
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'Uttar Pradesh');
  if (mode === 'cod') await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  return view;
}

const pay = () =>
  act(async () =>
    razorpay.pay({ razorpay_order_id: 'order_G1', razorpay_payment_id: 'pay_1', razorpay_signature: signature }),
  );

describe('checkout by card (docs/rules/checkout.md#payment-flow)', () => {
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
      // The spec's hidden EMI and pay-later, with UPI first and its retired collect flow hidden (decision 033).
      config: {
        display: {
          blocks: {
            upi: {
              name: 'Pay by UPI',
              instruments: [{ method: 'upi', flows: ['qr', 'intent'], apps: ['google_pay', 'phonepe', 'paytm'] }],
            },
          },
          sequence: ['block.upi'],
          hide: [
            { method: 'emi' },
            { method: 'cardless_emi' },
            { method: 'paylater' },
            { method: 'upi', flows: ['collect'] },
          ],
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
    // The id in its one short form (domain shortOrderId), as My Orders and the order page show it.
    expect(dialog).toHaveTextContent('#ORD123');
    expect(dialog).not.toHaveTextContent('ord-123');
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
      // The window stays open after a decline (checkout.js retries); the shopper then closes it.
      'declined and the window closed',
      () =>
        act(async () => {
          razorpay.fail({ error: { description: 'Your payment has been declined by the bank.' } });
          razorpay.dismiss();
        }),
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

  it('keeps the window open after a declined card: another card pays in the same window', async () => {
    const { api } = await submit();
    await screen.findByRole('button', { name: 'Processing...' });
    await act(async () =>
      razorpay.fail({ error: { description: 'Your payment has been declined by the bank. Please try another card.' } }),
    );
    expect(razorpay.opened).toHaveLength(1);
    expect(razorpay.opened[0]?.closed).toBe(false);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await pay();
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toHaveTextContent('#ORD123');
    expect(api.callsTo('POST /api/payment/create-order')).toHaveLength(1);
    expect(api.callsTo('POST /api/orders/verify')).toHaveLength(1);
  });

  it("shows create-order's reason when an item sold out, opens no window and asks for fresh stock", async () => {
    const reason = 'Sorry, "Indigo Anarkali Kurti" (M) is out of stock.';
    const { onStockRefused } = await submit({
      'POST /api/payment/create-order': [409, { code: 'out_of_stock', message: reason }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(`❌ Failed to initiate payment. ${reason}`);
    expect(razorpay.opened).toHaveLength(0);
    expect(onStockRefused).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it("keeps the spec's text when create-order gives no reason (no answer)", async () => {
    const { onStockRefused } = await submit({ 'POST /api/payment/create-order': 'network-error' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^❌ Failed to initiate payment\. Try again\.$/);
    expect(onStockRefused).not.toHaveBeenCalled();
  });

  it("adds verify's reason to the spec's text when the stock went while the shopper paid", async () => {
    const reason = 'Sorry, "Indigo Anarkali Kurti" (M) is out of stock.';
    const { onStockRefused } = await submit({
      'POST /api/orders/verify': [409, { code: 'out_of_stock', message: reason }],
    });
    await screen.findByRole('button', { name: 'Processing...' });
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `❌ Payment succeeded but order saving failed. Contact support. ${reason}`,
    );
    expect(onStockRefused).toHaveBeenCalledTimes(1);
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

describe('cash on delivery (docs/rules/api.md#endpoints, docs/rules/checkout.md#messages)', () => {
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

  it(
    'keeps the Idempotency-Key for a retry of the identical order and makes ' + 'a new one when the address changes',
    async () => {
      let answered = 0;
      // The first two answers are lost on the way; the third arrives.
      const cod = (): readonly [number, unknown] => {
        if (++answered <= 2) throw new TypeError('Failed to fetch');
        return [201, saved];
      };
      const { api } = await submit({ 'POST /api/orders/cod': cod }, 'cod');
      expect(await screen.findByRole('alert')).toHaveTextContent('❌ Failed to place COD order. Server error');
      await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await vi.waitFor(() => expect(api.callsTo('POST /api/orders/cod')).toHaveLength(2));
      expect(await screen.findByRole('button', { name: 'Place Order' })).toBeEnabled();

      const street = screen.getByRole('textbox', { name: /^Street address/ });
      await userEvent.clear(street);
      await userEvent.type(street, '14 MG Road');
      await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await screen.findByRole('dialog', { name: 'Order placed successfully' });

      const keys = vi
        .mocked(fetch)
        .mock.calls.filter(([url]) => url === '/api/orders/cod')
        .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
      const [first, retry, corrected] = keys;
      expect(keys).toHaveLength(3);
      expect(retry).toBe(first);
      expect(corrected).not.toBe(first);
      expect(corrected).toMatch(/^[\w-]{16,}$/);
      const addresses = api.callsTo('POST /api/orders/cod').map((c) => (c.body as CodOrderBody).customerInfo.address);
      expect(addresses).toEqual(['12 MG Road', '12 MG Road', '14 MG Road']);
    },
  );

  it("'❌ Failed to place COD order.' with the server's message", async () => {
    await submit({ 'POST /api/orders/cod': [409, { message: 'Only 1 left of Indigo Anarkali Kurti (M).' }] }, 'cod');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Failed to place COD order. Only 1 left of Indigo Anarkali Kurti (M).',
    );
  });

  it("shows the server's refusal in the form's one alert and takes the focus to it", async () => {
    await submit({ 'POST /api/orders/cod': [409, { message: 'Only 1 left of Indigo Anarkali Kurti (M).' }] }, 'cod');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('❌ Failed to place COD order. Only 1 left of Indigo Anarkali Kurti (M).');
    await vi.waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('asks for fresh stock when the server refuses an item for its stock (409)', async () => {
    const { onStockRefused } = await submit(
      {
        'POST /api/orders/cod': [
          409,
          { code: 'out_of_stock', message: 'Sorry, "Indigo Anarkali Kurti" (M) is out of stock.' },
        ],
      },
      'cod',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Failed to place COD order. Sorry, "Indigo Anarkali Kurti" (M) is out of stock.',
    );
    expect(onStockRefused).toHaveBeenCalledTimes(1);
  });

  it("shows the COD limit's 429 message, saying when to try again; not a stock refusal, not retried", async () => {
    const message = ORDERS_COD_LIMIT_MESSAGES.tooManyByShopper('4:30 pm');
    const { api, onStockRefused } = await submit(
      { 'POST /api/orders/cod': [429, { code: 'rate_limited', message, retryAfterSeconds: 3600 }] },
      'cod',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Failed to place COD order. You have placed several cash-on-delivery orders in a short time. ' +
        'Please try again after 4:30 pm, or pay online.',
    );
    expect(onStockRefused).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api/orders/cod')).toHaveLength(1);
  });

  it("'Server error' when there is no answer", async () => {
    await submit({ 'POST /api/orders/cod': 'network-error' }, 'cod');
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Failed to place COD order. Server error');
  });

  it('keeps the order when the shipping booking fails (docs/rules/shipping.md#messages)', async () => {
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

  it('names the shipping provider the shop runs: the simulator, not Shiprocket', async () => {
    await submit(
      {
        'GET /api/shop-config': [200, { ...shopConfigFixture, shipping: { provider: 'simulator' } }],
        'POST /api/orders/book-shipping/ord-123': [
          502,
          { success: false, data: null, message: 'Simulated courier outage' },
        ],
      },
      'cod',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order placed successfully' });
    expect(dialog).toHaveTextContent('Order placed but Shipping simulator push failed...');
    expect(screen.getByRole('alert')).toHaveTextContent('Shipping simulator push failed: Simulated courier outage');
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
