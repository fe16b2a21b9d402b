import { leftInStockNote } from '@vastra/domain/cart';
import { CHECKOUT_MESSAGES, CHECKOUT_MESSAGE_TEMPLATES } from '@vastra/domain/checkout';
import { PRICING_MESSAGE_TEMPLATES } from '@vastra/domain/pricing';
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
    CHECKOUT_MESSAGE_TEMPLATES.outOfStock('Maroon Banarasi Saree', 'Free'),
    CHECKOUT_MESSAGES.orderTooLarge,
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

  it("says the server's refusals of a line and of a changed total in Hindi, inside the COD path's message too", () => {
    expect(checkoutMessageText(leftInStockNote(1, 'Indigo Anarkali Kurti', 'M'), HINDI.t)).toBe(
      '"Indigo Anarkali Kurti" (M) के स्टॉक में सिर्फ़ 1 बचे हैं',
    );
    expect(
      checkoutMessageText(
        CHECKOUT_MESSAGE_TEMPLATES.codFailedWith(
          CHECKOUT_MESSAGE_TEMPLATES.outOfStock('Maroon Banarasi Saree', 'Free'),
        ),
        HINDI.t,
      ),
    ).toBe('❌ COD ऑर्डर नहीं हो सका। माफ़ कीजिए, "Maroon Banarasi Saree" (Free) स्टॉक में नहीं है।');
    expect(checkoutMessageText(CHECKOUT_MESSAGE_TEMPLATES.notAvailable('Linen Shorts', 'L'), HINDI.t)).toBe(
      '"Linen Shorts" (L) उपलब्ध नहीं है। कृपया इसे अपने कार्ट से हटाएँ।',
    );
    expect(checkoutMessageText(CHECKOUT_MESSAGES.orderTooLarge, HINDI.t)).toBe(
      'यह ऑर्डर ऑनलाइन करने के लिए बहुत बड़ा है। थोक में ऑर्डर करने के लिए कृपया हमसे संपर्क करें।',
    );
    expect(checkoutMessageText(PRICING_MESSAGE_TEMPLATES.quoteChanged(100_000, 120_000), HINDI.t)).toBe(
      'आपके बैग की कुल रकम ₹1,000.00 से बदलकर ₹1,200.00 हो गई है। अपना बैग देखें और फिर से ऑर्डर करें।',
    );
  });

  it("leaves a text that is not the domain's as it is", () => {
    expect(checkoutMessageText('Your card was declined.', HINDI.t)).toBe('Your card was declined.');
  });
});
