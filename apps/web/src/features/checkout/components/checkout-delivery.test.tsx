import type { CheckoutRulesResponse, ServiceabilityResponse } from '@vastra/domain/api';
import { DEFAULT_SHOP_SETTINGS } from '@vastra/domain/settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '../../../testing/fake-api';
import { cartLineFixture } from '../../../testing/shopper-fixtures';
import { cartHandoff, renderCheckout } from '../testing/render-checkout';
import { serviceabilityFixture } from '../../../testing/delivery-fixtures';

afterEach(() => vi.unstubAllGlobals());

const place = (over: Partial<ServiceabilityResponse> & { pincode: string }) => serviceabilityFixture(over);

const rules: CheckoutRulesResponse = { cod: DEFAULT_SHOP_SETTINGS.cod, delivery: DEFAULT_SHOP_SETTINGS.delivery };

function routes(answers: Record<string, ServiceabilityResponse>): FakeRoutes {
  return {
    'GET /api/checkout/rules': [200, rules],
    'GET /api/shipping/serviceability': (call) => {
      const answer = answers[call.query.get('pincode') ?? ''];
      return answer ? [200, answer] : [400, { message: 'bad' }];
    },
  };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const stateSelect = () => screen.getByRole('combobox', { name: /^State/ });
const cod = () => screen.getByRole('radio', { name: /Cash on Delivery/ });

async function paste(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('Checkout delivery by PIN (docs/decisions/037-delivery-dates-in-the-web.md)', () => {
  it('a pasted PIN fills City and State (still editable) and dates the delivery in the summary', async () => {
    renderCheckout({ routes: routes({ '781001': place({ pincode: '781001' }) }) });
    await paste(await screen.findByRole('textbox', { name: /^PIN code/ }), '781 001');
    await vi.waitFor(() => expect(field('Town / City')).toHaveValue('Guwahati'));
    expect(stateSelect()).toHaveValue('Assam');
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByRole('status')).toHaveTextContent('Delivery by Fri, 27 Nov');
    await userEvent.clear(field('Town / City'));
    await userEvent.type(field('Town / City'), 'Dispur');
    expect(field('Town / City')).toHaveValue('Dispur');
  });

  it("keeps the spec's estimate until a PIN is known, and never overwrites a city the shopper typed", async () => {
    renderCheckout({ routes: routes({ '781001': place({ pincode: '781001' }) }) });
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByRole('status')).toHaveTextContent('Estimated delivery: 5–7 working days');
    await paste(await screen.findByRole('textbox', { name: /^Town/ }), 'Dispur');
    await paste(field('PIN code'), '781001');
    await vi.waitFor(() => expect(stateSelect()).toHaveValue('Assam'));
    expect(field('Town / City')).toHaveValue('Dispur');
  });

  it("warns (without blocking) when the chosen State is not the PIN's, described on the State field", async () => {
    renderCheckout({ routes: routes({ '781001': place({ pincode: '781001' }) }) });
    await paste(await screen.findByRole('textbox', { name: /^PIN code/ }), '781001');
    await vi.waitFor(() => expect(stateSelect()).toHaveValue('Assam'));
    await userEvent.selectOptions(stateSelect(), 'Bihar');
    expect(stateSelect()).toHaveAccessibleDescription('PIN 781001 is in Assam. Please check the state.');
    await userEvent.selectOptions(stateSelect(), 'Assam');
    expect(screen.queryByText(/Please check the state/)).not.toBeInTheDocument();
  });

  it("refuses Place Order when the State is not the PIN's: the message on State, focused, nothing sent", async () => {
    const { api } = renderCheckout({ routes: routes({ '781001': place({ pincode: '781001' }) }) });
    await paste(await screen.findByRole('textbox', { name: /^Street address/ }), '12 GS Road');
    await paste(field('PIN code'), '781001');
    await vi.waitFor(() => expect(field('Town / City')).toHaveValue('Guwahati'));
    await userEvent.selectOptions(stateSelect(), 'Bihar');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN 781001 is in Assam, not Bihar');
    expect(stateSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(stateSelect()).toHaveFocus();
    // Nothing placed (the quote, a read, is asked as the form changes).
    expect(api.calls.filter((c) => c.method === 'POST' && c.path !== '/api/checkout/quote')).toEqual([]);
  });

  it('disables Cash on Delivery with the reason at a PIN without COD, choosing prepaid instead', async () => {
    renderCheckout({
      routes: routes({
        '110036': place({ pincode: '110036', codAvailable: false, city: 'Alipur', district: 'North', state: 'Delhi' }),
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
    expect(cod()).toBeChecked();
    await paste(field('PIN code'), '110036');
    await vi.waitFor(() => expect(cod()).toBeDisabled());
    await vi.waitFor(() => expect(cod()).not.toBeChecked());
    expect(screen.getByRole('radio', { name: /Online payment/ })).toBeChecked();
    expect(cod()).toHaveAccessibleDescription('Cash on delivery is not available at PIN 110036. Please pay online.');
  });

  it("disables Cash on Delivery above the shop's limit, with the reason", async () => {
    const dear = cartLineFixture({ price: 2600, quantity: 2 });
    renderCheckout({ handoff: { ...cartHandoff, items: [dear], total: 5200 }, routes: routes({}) });
    await vi.waitFor(() => expect(cod()).toBeDisabled());
    expect(cod()).toHaveAccessibleDescription(
      'Cash on delivery is available on orders up to ₹5,000.00. Please pay online.',
    );
  });
});
