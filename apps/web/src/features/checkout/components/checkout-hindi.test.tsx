import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCheckout } from '../testing/render-checkout';

afterEach(() => vi.unstubAllGlobals());

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

  it("says the domain's own message in Hindi: an order without items", async () => {
    renderCheckout({ language: 'hi', handoff: null });
    await userEvent.click(await screen.findByRole('button', { name: 'ऑर्डर करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ऑर्डर में कोई आइटम नहीं है। कृपया पहले कार्ट में आइटम जोड़ें।');
  });
});
