import { PRICING_MESSAGES, PRICING_MESSAGE_TEMPLATES as P } from '@vastra/domain/pricing';
import { describe, expect, it } from 'vitest';
import { HINDI, itSaysEach } from '../../lib/i18n/testing/said-in-both';
import { pricingMessageText } from './pricing-message-text';

/** Every pricing text of the domain's a shopper can meet, as the server words it, and as a Hindi page says it. */
const SAID: readonly (readonly [string, string])[] = [
  [P.unknownCode('DIWALI50'), 'हम कोड DIWALI50 नहीं पहचानते। इसे जाँचकर फिर से कोशिश करें।'],
  [P.paused('DIWALI50'), 'कोड DIWALI50 अभी उपलब्ध नहीं है।'],
  [
    P.notStarted('DIWALI50', new Date(Date.UTC(2026, 10, 1, 4, 30))),
    'कोड DIWALI50 1 Nov 2026, 10:00 am से इस्तेमाल किया जा सकता है।',
  ],
  [P.expired(), 'इस कोड की अवधि ख़त्म हो गई है'],
  [P.usedUp('DIWALI50'), 'कोड DIWALI50 का पूरा इस्तेमाल हो चुका है।'],
  [P.alreadyUsed('WELCOME10'), 'आप कोड WELCOME10 पहले ही इस्तेमाल कर चुके हैं।'],
  [P.firstOrderOnly('WELCOME10'), 'कोड WELCOME10 सिर्फ़ आपके पहले ऑर्डर के लिए है।'],
  [P.prepaidOnly(), 'सिर्फ़ प्रीपेड ऑर्डर के लिए'],
  [P.noEligibleItem('SAREE20'), 'कोड SAREE20 आपके बैग के किसी आइटम पर लागू नहीं होता।'],
  [P.belowMinimum('SAVE200', 35_000), 'SAVE200 इस्तेमाल करने के लिए ₹350 का सामान और जोड़ें'],
  [P.betterOffer('SAVE200', 'Buy 2 get 1'), 'आपके बैग पर पहले से एक बेहतर ऑफ़र (Buy 2 get 1) है, इसलिए SAVE200 लागू नहीं हुआ।'],
  [
    P.quoteChanged(159_900, 179_900),
    'आपके बैग की कुल रकम ₹1,599.00 से बदलकर ₹1,799.00 हो गई है। अपना बैग देखें और फिर से ऑर्डर करें।',
  ],
  [PRICING_MESSAGES.signInForCoupon, 'कूपन इस्तेमाल करने के लिए साइन इन करें: हर ग्राहक के इस्तेमाल गिने जाते हैं।'],
  [
    PRICING_MESSAGES.nothingToCharge,
    'ऑफ़र के बाद यह ऑर्डर ₹0 का बनता है, इसलिए इसे नहीं किया जा सकता। अपने बैग में कोई और आइटम जोड़ें।',
  ],
];

describe('pricingMessageText', () => {
  itSaysEach(SAID, pricingMessageText);

  it("leaves a text that is not the domain's as it is", () => {
    expect(pricingMessageText('Coupon service unavailable', HINDI.t)).toBe('Coupon service unavailable');
  });
});
