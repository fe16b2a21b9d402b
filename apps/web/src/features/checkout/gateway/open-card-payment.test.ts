import { describe, expect, it } from 'vitest';
import { cardPaymentOptions } from './open-card-payment';

const request = {
  key: 'rzp_live_abc',
  gatewayOrderId: 'order_ABC',
  amountPaise: 129_900,
  shopName: 'Vastra',
  logoUrl: null,
  prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '+919876543210' },
};
const callbacks = { handler: () => undefined, modal: { ondismiss: () => undefined } };

describe('cardPaymentOptions (decision 033)', () => {
  it('shows UPI first (QR and UPI apps), hides UPI collect, EMI and pay-later, and keeps the other methods', () => {
    expect(cardPaymentOptions(request, callbacks).config).toEqual({
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
    });
  });

  it('keeps the order, amount and prefill checkout.js takes, with no logo when none is valid', () => {
    const options = cardPaymentOptions(request, callbacks);
    expect(options).toMatchObject({
      key: 'rzp_live_abc',
      amount: 129_900,
      currency: 'INR',
      name: 'Vastra',
      description: 'Order Payment',
      order_id: 'order_ABC',
      prefill: request.prefill,
    });
    expect(options).not.toHaveProperty('image');
  });
});
