// @vitest-environment jsdom
// The sandbox checkout's UPI: a QR payment polled until paid, and the test UPI ids (sandbox-checkout-upi.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout-script';

type Rzp = { open(): Rzp; on(event: string, cb: (payload: unknown) => void): Rzp };
interface El {
  textContent: string | null;
  value: string;
  getAttribute(name: string): string | null;
  click(): void;
  dispatchEvent(event: unknown): boolean;
}
const g = globalThis as unknown as {
  window: { Razorpay?: new (o: Record<string, unknown>) => Rzp };
  document: {
    body: { innerHTML: string };
    querySelector(s: string): El | null;
    querySelectorAll(s: string): ArrayLike<El>;
  };
  Event: new (type: string, init?: { bubbles?: boolean; cancelable?: boolean }) => unknown;
};
const { window: win, document } = g;

const loaded = () => win.Razorpay;

function open(extra: Record<string, unknown>) {
  delete win.Razorpay;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(SANDBOX_CHECKOUT_SCRIPT)();
  const Razorpay = loaded();
  if (!Razorpay) throw new Error('window.Razorpay not defined');
  return new Razorpay({
    key: 'rzp_test_x',
    amount: 129_900,
    currency: 'INR',
    name: 'Vastra',
    order_id: 'order_A',
    ...extra,
  }).open();
}
const button = (text: string) => {
  const found = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const settle = async () => {
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
};
const PAID = {
  status: 'captured',
  razorpay_order_id: 'order_A',
  razorpay_payment_id: 'pay_U',
  razorpay_signature: 'f',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('sandbox checkout.js UPI', () => {
  it('shows the QR, polls the pending payment and hands exactly the three fields to handler once paid', async () => {
    const handler = vi.fn();
    fetchMock
      .mockResolvedValueOnce(
        json(200, { payment_id: 'pay_U', status: 'created', qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      )
      .mockResolvedValueOnce(json(200, { payment_id: 'pay_U', status: 'created' }))
      .mockResolvedValueOnce(json(200, { payment_id: 'pay_U', ...PAID }));
    open({ handler });
    button('Show QR code').click();
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(document.querySelector('img.vsc-qr')?.getAttribute('alt')).toBe('UPI QR code to pay ₹1,299.00 to Vastra');
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'Waiting for you to approve the payment in your UPI app…',
    );
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(handler).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(fetchMock.mock.calls.map((c) => c[0] as string)).toEqual([
      '/api/payment/sandbox/upi',
      '/api/payment/sandbox/upi/pay_U',
      '/api/payment/sandbox/upi/pay_U',
    ]);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ razorpay_payment_id: 'pay_U' }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('fails failure@razorpay with the message, fires payment.failed, then pays with success@razorpay', async () => {
    const handler = vi.fn();
    const failed = vi.fn();
    const error = { code: 'BAD_REQUEST_ERROR', description: 'Your UPI payment failed: the bank declined it.' };
    fetchMock
      .mockResolvedValueOnce(json(400, { message: error.description, error }))
      .mockResolvedValueOnce(json(200, PAID));
    open({ handler }).on('payment.failed', failed);
    const input = document.querySelector('input[name="vpa"]');
    if (!input) throw new Error('no test UPI id field');
    const submit = async (vpa: string) => {
      input.value = vpa;
      button('Use test UPI ID').click();
      await settle();
    };
    await submit('failure@razorpay');
    expect(document.querySelector('.vsc-upi [role="alert"]')?.textContent).toBe(error.description);
    expect(failed).toHaveBeenCalledWith({ error });
    expect(handler).not.toHaveBeenCalled();
    await submit('success@razorpay');
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, { body: string }])[1].body)).toEqual({
      order_id: 'order_A',
      flow: 'collect',
      vpa: 'success@razorpay',
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
