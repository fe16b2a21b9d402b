import { CHECKOUT_MESSAGES, CHECKOUT_MESSAGE_TEMPLATES } from '@vastra/domain/checkout';
import { describe, expect, it } from 'vitest';
import { createTranslator, ENGLISH } from '../../../lib/i18n';
import { hi } from '../../../lib/i18n/hi';
import { checkoutMessageText } from './checkout-message-text';

const HINDI = createTranslator('hi', hi);

describe('checkoutMessageText', () => {
  it.each([
    CHECKOUT_MESSAGES.noItemsInOrder,
    CHECKOUT_MESSAGES.paymentInitFailed,
    CHECKOUT_MESSAGE_TEMPLATES.codFailedWith(null),
    CHECKOUT_MESSAGE_TEMPLATES.paymentVerifyFailedWith('Only 1 left of Indigo Anarkali Kurti (M).'),
    CHECKOUT_MESSAGE_TEMPLATES.paidButPushFailed('Shiprocket'),
    CHECKOUT_MESSAGE_TEMPLATES.pushFailed('Shipping simulator', 'Simulated courier outage'),
  ])('keeps the English word for word: %s', (message) => {
    expect(checkoutMessageText(message, ENGLISH.t)).toBe(message);
  });

  it("says the domain's texts in Hindi, with the server's reason in its own words", () => {
    expect(checkoutMessageText(CHECKOUT_MESSAGE_TEMPLATES.codFailedWith('Only 1 left.'), HINDI.t)).toBe(
      '❌ COD ऑर्डर नहीं हो सका। Only 1 left.',
    );
    expect(checkoutMessageText(CHECKOUT_MESSAGE_TEMPLATES.codFailedWith(null), HINDI.t)).toBe(
      '❌ COD ऑर्डर नहीं हो सका। सर्वर में गड़बड़ी',
    );
    expect(checkoutMessageText(CHECKOUT_MESSAGE_TEMPLATES.paidButPushFailed('Shiprocket'), HINDI.t)).toBe(
      'पेमेंट हो गया, ऑर्डर सेव हो गया, लेकिन Shiprocket को बुकिंग नहीं भेजी जा सकी। आप admin/Shiprocket में बुकिंग ' +
        'पूरी कर सकते हैं।',
    );
  });

  it("leaves a text that is not the domain's as it is", () => {
    expect(checkoutMessageText('Your card was declined.', HINDI.t)).toBe('Your card was declined.');
  });
});
