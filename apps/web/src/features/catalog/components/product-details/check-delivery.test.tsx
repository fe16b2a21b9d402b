import { QueryClientProvider } from '@tanstack/react-query';
import type { CheckoutRulesResponse } from '@vastra/domain/api';
import { DEFAULT_SHOP_SETTINGS } from '@vastra/domain/settings';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_PIN_STORAGE_KEY } from '../../../../lib/delivery/remembered-pin';
import { createQueryClient } from '../../../../lib/query-client';
import { installFakeApi, type FakeAnswer } from '../../../../testing/fake-api';
import { CheckDelivery } from './check-delivery';
import { serviceabilityFixture } from '../../../../testing/delivery-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const guwahati = serviceabilityFixture();

/** The shop's rules with the delivery charges of `delivery` (the defaults: no fees). */
const rulesWith = (delivery: Partial<CheckoutRulesResponse['delivery']> = {}): CheckoutRulesResponse => ({
  cod: DEFAULT_SHOP_SETTINGS.cod,
  delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, ...delivery },
});

function renderWidget(answer: FakeAnswer, rules: FakeAnswer = [200, rulesWith()]) {
  const api = installFakeApi({ 'GET /api/shipping/serviceability': answer, 'GET /api/checkout/rules': rules });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CheckDelivery />
    </QueryClientProvider>,
  );
  return { api, pin: screen.getByRole('textbox', { name: 'Check delivery' }), status: screen.getByRole('status') };
}

async function check(pin: HTMLElement, text: string) {
  await userEvent.click(pin);
  await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('CheckDelivery (the product page, docs/decisions/037-delivery-dates-in-the-web.md)', () => {
  it("shows the spec's '5–7 working days' and asks nothing while no PIN is known", () => {
    const { api, status } = renderWidget([200, guwahati]);
    expect(status).toHaveTextContent(/^5–7 working days$/);
    expect(api.calls).toHaveLength(0);
  });

  it('keeps 560038 of a pasted "560 038"; a malformed PIN gets its message before any call', async () => {
    const { api, pin } = renderWidget([200, guwahati]);
    await userEvent.click(pin);
    await userEvent.paste('560 038');
    expect(pin).toHaveValue('560038');
    await userEvent.clear(pin);
    await check(pin, '0123');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit PIN code.');
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the date (the estimate's last day), cash on delivery and the place; remembers the PIN", async () => {
    const { api, pin, status } = renderWidget([200, guwahati]);
    await check(pin, '781001');
    expect(await within(status).findByText('Delivery by Fri, 27 Nov')).toBeInTheDocument();
    expect(within(status).getByText('Cash on delivery available')).toBeInTheDocument();
    expect(within(status).getByText('Guwahati, Assam')).toBeInTheDocument();
    expect(api.callsTo('GET /api/shipping/serviceability')[0]?.query.get('pincode')).toBe('781001');
    expect(localStorage.getItem(DELIVERY_PIN_STORAGE_KEY)).toBe('781001');
  });

  it('says when cash on delivery is not available at the PIN', async () => {
    const { pin, status } = renderWidget([
      200,
      { ...guwahati, pincode: '110036', codAvailable: false, city: 'Alipur', district: 'North', state: 'Delhi' },
    ]);
    await check(pin, '110036');
    expect(await within(status).findByText('Cash on delivery not available at this PIN')).toBeInTheDocument();
    expect(within(status).getByText('Alipur, Delhi')).toBeInTheDocument();
  });

  it("shows the API's message for an unknown PIN", async () => {
    const { pin, status } = renderWidget([
      200,
      {
        pincode: '999999',
        serviceable: false,
        codAvailable: false,
        city: null,
        district: null,
        state: null,
        etd: null,
        message: 'We could not find PIN 999999. Please check it.',
      },
    ]);
    await check(pin, '999999');
    expect(await within(status).findByText('We could not find PIN 999999. Please check it.')).toBeInTheDocument();
    expect(status).not.toHaveTextContent('Delivery by');
  });

  it('checks a remembered PIN when the page opens', async () => {
    localStorage.setItem(DELIVERY_PIN_STORAGE_KEY, '781001');
    const { pin, status } = renderWidget([200, guwahati]);
    expect(pin).toHaveValue('781001');
    expect(await within(status).findByText('Delivery by Fri, 27 Nov')).toBeInTheDocument();
  });

  describe('the delivery charges (docs/decisions/087-delivery-and-cod-fees.md)', () => {
    const FEES = { feeRupees: 49, freeAboveRupees: 999, codFeeRupees: 29 };
    /** The lines the answer shows, in order. */
    const linesOf = (status: HTMLElement) => [...status.querySelectorAll('p')].map((p) => p.textContent);

    it('shows the delivery fee and where it ends, and the COD fee where cash on delivery is collected', async () => {
      const { api, pin, status } = renderWidget([200, guwahati], [200, rulesWith(FEES)]);
      expect(api.calls).toHaveLength(0);
      await check(pin, '781001');
      await within(status).findByText('Delivery by Fri, 27 Nov');
      expect(linesOf(status)).toEqual([
        'Delivery by Fri, 27 Nov',
        'Delivery ₹49 · free on orders of ₹999 or more',
        'Cash on delivery available',
        'Cash on delivery fee ₹29',
        'Guwahati, Assam',
      ]);
    });

    it('shows the fee on every order, and no COD fee at a PIN without cash on delivery', async () => {
      const { pin, status } = renderWidget(
        [200, { ...guwahati, pincode: '110036', codAvailable: false, city: 'Alipur', state: 'Delhi' }],
        [200, rulesWith({ ...FEES, feeRupees: 1_250, freeAboveRupees: null })],
      );
      await check(pin, '110036');
      await within(status).findByText('Delivery by Fri, 27 Nov');
      expect(linesOf(status)).toEqual([
        'Delivery by Fri, 27 Nov',
        'Delivery ₹1,250 on every order',
        'Cash on delivery not available at this PIN',
        'Alipur, Delhi',
      ]);
    });

    it('says "Free delivery" when only cash on delivery costs extra', async () => {
      const { pin, status } = renderWidget([200, guwahati], [200, rulesWith({ codFeeRupees: 29 })]);
      await check(pin, '781001');
      await within(status).findByText('Delivery by Fri, 27 Nov');
      expect(linesOf(status)).toEqual([
        'Delivery by Fri, 27 Nov',
        'Free delivery',
        'Cash on delivery available',
        'Cash on delivery fee ₹29',
        'Guwahati, Assam',
      ]);
    });

    it('shows nothing new while the shop charges no fee, nor when its fees cannot be read', async () => {
      const first = renderWidget([200, guwahati]);
      await check(first.pin, '781001');
      await within(first.status).findByText('Delivery by Fri, 27 Nov');
      expect(linesOf(first.status)).toEqual([
        'Delivery by Fri, 27 Nov',
        'Cash on delivery available',
        'Guwahati, Assam',
      ]);
      cleanup();
      const failed = renderWidget([200, guwahati], [503, { message: 'Try again', code: 'unavailable' }]);
      await within(failed.status).findByText('Delivery by Fri, 27 Nov');
      expect(linesOf(failed.status)).toEqual([
        'Delivery by Fri, 27 Nov',
        'Cash on delivery available',
        'Guwahati, Assam',
      ]);
    });

    it('shows no fee for a PIN the shop does not deliver to', async () => {
      const unknown = { ...guwahati, serviceable: false, codAvailable: false, etd: null, message: 'No courier.' };
      const { pin, status } = renderWidget([200, unknown], [200, rulesWith(FEES)]);
      await check(pin, '781001');
      await within(status).findByText('No courier.');
      expect(linesOf(status)).toEqual(['No courier.', 'Guwahati, Assam']);
    });
  });
});
