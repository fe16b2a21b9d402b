import { describe, it, expect } from 'vitest';
import { CHECKOUT_MESSAGE_TEMPLATES, CHECKOUT_MESSAGES } from './messages';

describe('CHECKOUT_MESSAGE_TEMPLATES', () => {
  it.each([
    [CHECKOUT_MESSAGE_TEMPLATES.codFailedWith('Out of stock'), '❌ Failed to place COD order. Out of stock'],
    [CHECKOUT_MESSAGE_TEMPLATES.codFailedWith(undefined), '❌ Failed to place COD order. Server error'],
    [CHECKOUT_MESSAGE_TEMPLATES.pushFailed('Shiprocket', 'timeout'), 'Shiprocket push failed: timeout'],
    [
      CHECKOUT_MESSAGE_TEMPLATES.paidButPushFailed('Shiprocket'),
      'Payment successful, order saved, but Shiprocket push failed. You can finish booking in admin/Shiprocket.',
    ],
    [CHECKOUT_MESSAGE_TEMPLATES.codButPushFailed('Shiprocket'), 'Order placed but Shiprocket push failed...'],
    [
      CHECKOUT_MESSAGE_TEMPLATES.paymentInitFailedWith('Sorry, "Banarasi Silk Saree" (Free) is out of stock.'),
      '❌ Failed to initiate payment. Sorry, "Banarasi Silk Saree" (Free) is out of stock.',
    ],
    [CHECKOUT_MESSAGE_TEMPLATES.paymentInitFailedWith(null), '❌ Failed to initiate payment. Try again.'],
    [
      CHECKOUT_MESSAGE_TEMPLATES.paymentVerifyFailedWith('Sorry, "Banarasi Silk Saree" (Free) is out of stock.'),
      '❌ Payment succeeded but order saving failed. Contact support. Sorry, ' +
        '"Banarasi Silk Saree" (Free) is out of stock.',
    ],
    [
      CHECKOUT_MESSAGE_TEMPLATES.paymentVerifyFailedWith(' '),
      '❌ Payment succeeded but order saving failed. Contact support.',
    ],
  ])('renders %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the spec texts word for word', () => {
    expect(CHECKOUT_MESSAGES.sessionExpired).toBe('Session expired — please log in again before placing the order.');
  });
});
