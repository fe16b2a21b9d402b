import { BookShippingResponse, PlaceOrderResponse } from '@vastra/domain/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../../../testing/order-fixtures';
import { renderCheckout } from '../testing/render-checkout';

afterEach(() => vi.unstubAllGlobals());

/** Enters a value as a paste does (setup, not the behaviour under test). */
async function paste(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** The field named `label` (its label starts with it: a required field's has a mark after). */
const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** The labels and buttons the address checks below go through, in each language. */
const WORDS = {
  en: {
    first: 'First name',
    street: 'Street address',
    town: 'Town',
    state: 'State',
    pin: 'PIN code',
    place: 'Place Order',
  },
  hi: { first: 'पहला नाम', street: 'सड़क का पता', town: 'कस्बा', state: 'राज्य', pin: 'पिन कोड', place: 'ऑर्डर करें' },
} as const;

/**
 * Places the order with no first name, then with a 5-digit PIN: the two messages checkout shows under those fields,
 * as read from the page.
 */
async function addressChecks(language: 'en' | 'hi') {
  const words = WORDS[language];
  const { api } = renderCheckout({ language });
  const first = await screen.findByRole('textbox', { name: new RegExp(`^${words.first}`) });
  await userEvent.clear(first);
  await userEvent.click(screen.getByRole('button', { name: words.place }));
  const noName = (await screen.findByRole('alert')).textContent;
  expect(first).toHaveFocus();
  await paste(first, 'Asha');
  await paste(box(words.street), '12 MG Road');
  await paste(box(words.town), 'Lucknow');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: new RegExp(`^${words.state}`) }), 'Uttar Pradesh');
  await paste(box(words.pin), '22600');
  await userEvent.click(screen.getByRole('button', { name: words.place }));
  await vi.waitFor(() => expect(box(words.pin)).toHaveFocus());
  const badPin = screen.getByRole('alert').textContent;
  expect(api.callsTo('POST /api/orders/cod')).toHaveLength(0);
  return { noName, badPin };
}

describe('CheckoutPage in Hindi (docs/decisions/136-hindi-storefront.md)', () => {
  it('shows the form, the summary and the payment choice in Hindi', async () => {
    renderCheckout({ language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'बिलिंग विवरण' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^देश/ })).toHaveValue('भारत');
    const summary = screen.getByRole('region', { name: 'आपका ऑर्डर' });
    expect(within(summary).getByText(/साइज़ M · मात्रा 2 × ₹1,299.00/)).toBeInTheDocument();
    expect(within(summary).getByRole('status')).toHaveTextContent('अनुमानित डिलीवरी: 5–7 कामकाजी दिन');
    expect(screen.getByRole('radio', { name: /ऑनलाइन पेमेंट \(UPI, कार्ड\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /कैश ऑन डिलीवरी/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Vastra से मेरे ऑर्डर के अपडेट WhatsApp पर भेजें/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeInTheDocument();
  });

  it("says the address checks of the domain's schema in Hindi, under their fields", async () => {
    expect(await addressChecks('hi')).toEqual({
      noName: 'कृपया अपना पहला नाम डालें।',
      badPin: 'कृपया सही 6 अंकों का PIN कोड डालें।',
    });
  });

  it('keeps the English of those checks word for word on an English page', async () => {
    expect(await addressChecks('en')).toEqual({
      noName: 'Please enter your first name.',
      badPin: 'Please enter a valid 6-digit PIN code.',
    });
  });

  it('sends her WhatsApp opt-in with the language of the wording she ticked', async () => {
    const saved = PlaceOrderResponse.parse({ success: true, order: orderFixture({ _id: 'ord-8' }), orderId: 'ord-8' });
    const booked = BookShippingResponse.parse({
      success: true,
      data: { awb: 'SIM8', courier: 'Delhivery' },
      message: '',
    });
    const { api } = renderCheckout({
      language: 'hi',
      routes: { 'POST /api/orders/cod': [201, saved], 'POST /api/orders/book-shipping/ord-8': [200, booked] },
    });
    await paste(await screen.findByRole('textbox', { name: /^सड़क का पता/ }), '12 MG Road');
    await paste(box('कस्बा'), 'Lucknow');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^राज्य/ }), 'Uttar Pradesh');
    await paste(box('पिन कोड'), '226001');
    await userEvent.click(screen.getByRole('radio', { name: /कैश ऑन डिलीवरी/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /WhatsApp पर भेजें/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/orders/cod')).toHaveLength(1));
    expect(api.callsTo('POST /api/orders/cod')[0]?.body).toMatchObject({
      whatsappUpdates: true,
      whatsappLanguage: 'hi',
    });
  });

  it("says the domain's own message in Hindi: an order without items", async () => {
    renderCheckout({ language: 'hi', handoff: null });
    await userEvent.click(await screen.findByRole('button', { name: 'ऑर्डर करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ऑर्डर में कोई आइटम नहीं है। कृपया पहले कार्ट में आइटम जोड़ें।');
  });
});
