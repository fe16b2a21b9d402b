import { ADDRESS_MESSAGES, INDIAN_STATES } from '@vastra/domain/address';
import { CHECKOUT_MESSAGES } from '@vastra/domain/checkout';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutHandoff } from '../../../lib/checkout-handoff';
import { TOKEN_STORAGE_KEY } from '../../../lib/session/token-storage';
import { cartLineFixture, userFixture } from '../../../testing/shopper-fixtures';
import { renderCheckout } from '../testing/render-checkout';

afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const placeOrder = () => userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

/** Enters a value as a paste does: one input event, where typing re-renders the whole form per character. */
async function paste(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

// Setup, not the behaviour under test: pasted, so a test's time goes to what it checks (typing is
// tested where it matters, the digit filters).
async function fillAddress() {
  await paste(field('Street address'), '12 MG Road');
  await paste(field('Town / City'), 'Lucknow');
  await paste(field('PIN code'), '226001');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'Uttar Pradesh');
}

describe('CheckoutPage Billing Details (docs/rules/checkout.md#data)', () => {
  it('is prefilled from the user: name split, email, 10-digit phone, country India; no state chosen', async () => {
    renderCheckout({ user: userFixture({ fullName: 'Asha Rani Verma', phone: '+919876543210' }) });
    expect(await screen.findByRole('heading', { name: 'Billing Details' })).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Asha');
    expect(field('Last name')).toHaveValue('Rani Verma');
    expect(field('Email address')).toHaveValue('asha@example.com');
    expect(field('Phone')).toHaveValue('9876543210');
    expect(field('Country')).toHaveValue('India');
    expect(field('Country')).toHaveAttribute('readonly');
    const state = screen.getByRole('combobox', { name: /^State/ });
    // docs/deviations.md: her PIN fills the state, or she picks it.
    expect(state).toHaveValue('');
    expect(within(state).getAllByRole('option')).toHaveLength(37);
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([ADDRESS_MESSAGES.statePlaceholder, ...INDIAN_STATES]);
    expect(within(state).getByRole('option', { name: ADDRESS_MESSAGES.statePlaceholder })).toBeDisabled();
  });

  it('keeps digits only in phone (max 10) and PIN (max 6)', async () => {
    renderCheckout();
    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '98a76-54 3210999');
    expect(phone).toHaveValue('9876543210');
    const pin = field('PIN code');
    await userEvent.type(pin, '2x26 0019');
    expect(pin).toHaveValue('226001');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
  });

  it.each([
    ['+91 98765 11060', '560 038'],
    ['919876511060', '560-038'],
    ['098765 11060', ' 560038 '],
  ])(
    'reads a pasted phone %j and PIN %j with the prefix and spaces dropped before the limit',
    async (phoneText, pinText) => {
      renderCheckout();
      const phone = await screen.findByRole('textbox', { name: /^Phone/ });
      await userEvent.clear(phone);
      await userEvent.click(phone);
      await userEvent.paste(phoneText);
      expect(phone).toHaveValue('9876511060');
      await userEvent.click(field('PIN code'));
      await userEvent.paste(pinText);
      expect(field('PIN code')).toHaveValue('560038');
    },
  );

  it('shows the placeholder in the order summary when a product image fails to load', async () => {
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Your order' });
    fireEvent.error(summary.querySelector('img') as HTMLImageElement);
    expect(summary.querySelector('img')).toBeNull();
    expect(within(summary).getByTestId('photo-placeholder')).toBeInTheDocument();
  });

  it('shows the order summary: title, size, qty, price, total, shipping 0 and "5–7 working days"', async () => {
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Indigo Anarkali Kurti')).toBeInTheDocument();
    expect(within(summary).getByText(/Size M · Qty 2 × ₹1,299.00/)).toBeInTheDocument();
    expect(within(summary).getAllByText('₹2,598.00').length).toBeGreaterThanOrEqual(2);
    expect(within(summary).getByText('₹0.00')).toBeInTheDocument();
    expect(within(summary).getByText(/5–7 working days/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Online payment \(UPI, cards\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).not.toBeChecked();
  });
});

describe('CheckoutPage summary of a product with a second option (docs/decisions/099-variant-options.md)', () => {
  it('shows "Size: M · Colour: Red · Qty 1 × ₹999.00"', async () => {
    const red = cartLineFixture({
      title: 'Red Or Blue Kurti',
      selectedSize: 'M / Red',
      option2Name: 'Colour',
      price: 999,
      stockBySize: { 'M / Red': 1 },
    });
    renderCheckout({ handoff: { fromCart: true, items: [red], total: 999 } });
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Size: M · Colour: Red · Qty 1 × ₹999.00')).toBeInTheDocument();
  });
});

describe('CheckoutPage validation (docs/rules/checkout.md#validation)', () => {
  it.each([
    ['First name', CHECKOUT_MESSAGES.firstNameRequired],
    ['Last name', CHECKOUT_MESSAGES.lastNameRequired],
    ['Email address', IDENTITY_MESSAGES.emailRequired],
  ])('requires %s: %j', async (name, message) => {
    const { api } = renderCheckout();
    await fillAddress();
    await userEvent.clear(field(name));
    await placeOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(name)).toHaveFocus();
    // Nothing placed (the quote, a read, is asked as the form changes).
    expect(api.calls.filter((c) => c.method === 'POST' && c.path !== '/api/checkout/quote')).toEqual([]);
  });

  it.each([
    ['Street address', ADDRESS_MESSAGES.addressRequired],
    ['Town / City', ADDRESS_MESSAGES.cityRequired],
    ['PIN code', ADDRESS_MESSAGES.invalidPinCode],
  ])('requires %s: %j', async (name, message) => {
    renderCheckout();
    await fillAddress();
    await userEvent.clear(field(name));
    await placeOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('"Please enter a valid 6-digit PIN code." for a PIN of 5 digits', async () => {
    renderCheckout();
    await fillAddress();
    await userEvent.clear(field('PIN code'));
    await userEvent.type(field('PIN code'), '22600');
    await placeOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid 6-digit PIN code.');
  });

  it('"Please enter a valid 10-digit phone number." for a short phone', async () => {
    renderCheckout();
    await fillAddress();
    await userEvent.clear(field('Phone'));
    await userEvent.type(field('Phone'), '98765');
    await placeOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid 10-digit phone number.');
    await userEvent.type(field('Phone'), '4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"No items in the order. Please add items to the cart first." without items', async () => {
    renderCheckout({ handoff: null });
    await fillAddress();
    await placeOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No items in the order. Please add items to the cart first.',
    );
  });

  it(
    '"One or more products are missing IDs. Please go back to cart and try ' + 'again." for a line without id',
    async () => {
      const handoff = {
        fromCart: true,
        items: [{ ...cartLineFixture(), id: ' ', _id: '' }],
        total: 1299,
      } as CheckoutHandoff;
      renderCheckout({ handoff });
      await fillAddress();
      await placeOrder();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'One or more products are missing IDs. Please go back to cart and try again.',
      );
    },
  );

  it('"Session expired — please log in again before placing the order." when the token is gone', async () => {
    const { api } = renderCheckout();
    await fillAddress();
    localStorage.removeItem(TOKEN_STORAGE_KEY); // logged out in another tab
    await placeOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Session expired — please log in again before placing the order.',
    );
    // Nothing placed (the quote, a read, is asked as the form changes).
    expect(api.calls.filter((c) => c.method === 'POST' && c.path !== '/api/checkout/quote')).toEqual([]);
  });

  it('"❌ You must be logged in to place an order." then /login when logged out', async () => {
    const { router } = renderCheckout({ user: null, token: null });
    await fillAddress();
    await placeOrder();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('❌ You must be logged in to place an order.');
  });
});
