// @vitest-environment jsdom
// The sandbox's checkout.js in a DOM: Razorpay's options and callbacks, and an accessible modal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout-script';

interface Rzp {
  open(): Rzp;
  close(): void;
  on(event: string, cb: (payload: unknown) => void): Rzp;
}
type RazorpayCtor = new (options: Record<string, unknown>) => Rzp;

// The api project has no DOM types (server code must not use them): the little of the DOM this
// test touches, typed here, over jsdom's globals.
interface El {
  id: string;
  type: string;
  value: string;
  htmlFor: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<El>;
  dispatchEvent(event: unknown): boolean;
  click(): void;
  focus(): void;
}
interface Dom {
  window: { Razorpay?: RazorpayCtor };
  document: {
    activeElement: El | null;
    body: { innerHTML: string };
    querySelector(selector: string): El | null;
    querySelectorAll(selector: string): ArrayLike<El>;
    getElementById(id: string): El | null;
    dispatchEvent(event: unknown): boolean;
  };
  Event: new (type: string, init?: { bubbles?: boolean }) => unknown;
  KeyboardEvent: new (type: string, init?: { key: string; shiftKey?: boolean; bubbles?: boolean }) => unknown;
}
const { window: win, document, Event, KeyboardEvent } = globalThis as unknown as Dom;

function load(): RazorpayCtor {
  delete win.Razorpay;
  // The served file is a classic script; running its exact text in jsdom's window is the point here.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(SANDBOX_CHECKOUT_SCRIPT)();
  if (!win.Razorpay) throw new Error('window.Razorpay not defined');
  return win.Razorpay;
}

const options = (extra: Record<string, unknown> = {}) => ({
  key: 'rzp_test_vastrasandbox',
  amount: 129_900,
  currency: 'INR',
  name: 'Vastra',
  description: 'Order Payment',
  order_id: 'order_ABCDEFGHIJKLMN',
  prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '+919876543210' },
  config: { display: { hide: [{ method: 'emi' }, { method: 'paylater' }] } },
  theme: { color: '#a8431f' },
  ...extra,
});

const dialog = () => document.querySelector('[role="dialog"]');
const field = (label: string) => {
  const labelEl = Array.from(document.querySelectorAll('label')).find((l) => l.textContent === label);
  const input = labelEl ? document.getElementById(labelEl.htmlFor) : null;
  if (!input) throw new Error(`no field labelled ${label}`);
  return input;
};
const button = (name: RegExp) => {
  const found = Array.from(document.querySelectorAll('button')).find((b) =>
    name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
};
function type(input: El, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function fillCard(number: string) {
  type(field('Card number'), number);
  type(field('Expiry (MM/YY)'), '1230');
  type(field('CVV'), '123');
}
const flush = () => new Promise((r) => setTimeout(r, 0));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('sandbox checkout.js', () => {
  it('opens an accessible dialog: UPI first, labelled card fields, a Pay ₹ button in rupees, a close button', () => {
    new (load())(options()).open();
    const d = dialog();
    expect(d?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(d?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Vastra');
    expect(field('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(field('Expiry (MM/YY)')).toBeTruthy();
    expect(field('CVV').type).toBe('password');
    expect(button(/^Pay /).textContent).toBe('Pay ₹1,299.00');
    expect(button(/Close payment window/)).toBeTruthy();
    // UPI comes first, as Razorpay's checkout shows it: on a computer, its QR code button has the focus.
    expect(document.activeElement).toBe(button(/^Show QR code$/));
    expect(d?.textContent).toContain('Paying as Asha Verma · asha@example.com · +919876543210');
  });

  it(
    'pays with 4111 1111 1111 1111: posts the order to the sandbox and hands ' + 'the signed answer to handler',
    async () => {
      const answer = {
        razorpay_order_id: 'order_ABCDEFGHIJKLMN',
        razorpay_payment_id: 'pay_X',
        razorpay_signature: 'f'.repeat(64),
      };
      fetchMock.mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
      const handler = vi.fn();
      const ondismiss = vi.fn();
      new (load())(options({ handler, modal: { ondismiss } })).open();
      fillCard('4111111111111111');
      expect(field('Card number').value).toBe('4111 1111 1111 1111');
      button(/^Pay /).click();
      await flush();
      await flush();
      expect(fetchMock).toHaveBeenCalledWith('/api/payment/sandbox/pay', expect.objectContaining({ method: 'POST' }));
      const [, init] = fetchMock.mock.calls[0] as [string, { body: string }];
      expect(JSON.parse(init.body)).toEqual({
        order_id: 'order_ABCDEFGHIJKLMN',
        card: { number: '4111111111111111', expiry: '12/30', cvv: '123' },
      });
      expect(handler).toHaveBeenCalledWith(answer);
      expect(ondismiss).not.toHaveBeenCalled();
      expect(dialog()).toBeNull();
    },
  );

  it("fires payment.failed with Razorpay's error fields on a decline and keeps the modal open to retry", async () => {
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment has been declined by the bank. Please try another card.',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'card_declined',
      metadata: { order_id: 'order_ABCDEFGHIJKLMN', payment_id: 'pay_Y' },
    };
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: error.description, error }), { status: 400 }));
    const failed = vi.fn();
    const handler = vi.fn();
    new (load())(options({ handler })).on('payment.failed', failed).open();
    fillCard('4000000000000002');
    button(/^Pay /).click();
    await flush();
    await flush();
    expect(failed).toHaveBeenCalledWith({ error });
    expect(handler).not.toHaveBeenCalled();
    expect(document.querySelector('.vsc-form [role="alert"]')?.textContent).toBe(error.description);
    expect(dialog()).not.toBeNull();
  });

  it('after a decline, takes the focus to the card number and pays with another card in the same window', async () => {
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment has been declined by the bank. Please try another card.',
      reason: 'card_declined',
    };
    const answer = {
      razorpay_order_id: 'order_ABCDEFGHIJKLMN',
      razorpay_payment_id: 'pay_Z',
      razorpay_signature: 'e'.repeat(64),
    };
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: error.description, error }), { status: 400 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(answer), { status: 200 }));
    const handler = vi.fn();
    const ondismiss = vi.fn();
    new (load())(options({ handler, modal: { ondismiss } })).open();
    fillCard('4000000000000002');
    button(/^Pay /).click();
    await flush();
    await flush();
    const alert = document.querySelector('.vsc-form [role="alert"]');
    expect(alert?.textContent).toBe(error.description);
    expect(document.activeElement).toBe(field('Card number'));
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(field('Card number').getAttribute('aria-describedby')).toBe(alert?.id);
    expect(button(/^Pay /).textContent).toBe('Pay ₹1,299.00');

    type(field('Card number'), '4111111111111111');
    button(/^Pay /).click();
    await flush();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenCalledWith(answer);
    expect(ondismiss).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it('checks the card before calling the sandbox', () => {
    new (load())(options()).open();
    fillCard('4111111111111112');
    button(/^Pay /).click();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('.vsc-form [role="alert"]')?.textContent).toBe('Enter a valid card number.');
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['the close button', () => button(/Close payment window/).click()],
    ['Escape', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
  ])('calls modal.ondismiss when closed with %s', (_case, close) => {
    const ondismiss = vi.fn();
    new (load())(options({ modal: { ondismiss } })).open();
    close();
    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('traps focus: Tab from the last control returns to the first, Shift+Tab from the first goes to the last', () => {
    new (load())(options()).open();
    const controls = Array.from(dialog()?.querySelectorAll('button, input') ?? []);
    const [first, last] = [controls[0], controls[controls.length - 1]];
    last?.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.activeElement).toBe(first);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }));
    expect(document.activeElement).toBe(last);
  });

  it('refuses options without key or order_id, as checkout.js needs both', () => {
    const Razorpay = load();
    expect(() => new Razorpay({ amount: 100 })).toThrow(/key, amount and order_id/);
  });
});
