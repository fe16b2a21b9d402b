import { RETURNS_MESSAGES as R } from '@vastra/domain/returns';
import { describe, expect, it } from 'vitest';
import { HINDI, itSaysEach } from '../../../lib/i18n/testing/said-in-both';
import { returnsMessageText } from './returns-message-text';

/** Every returns text of the domain's a shopper can meet, as the server words it, and as a Hindi page says it. */
const SAID: readonly (readonly [string, string])[] = [
  [R.windowClosed('Thu, 3 Dec', 1), 'रिटर्न और एक्सचेंज Thu, 3 Dec को बंद हो गए (डिलीवरी के 1 दिन बाद)।'],
  [R.windowClosed('Thu, 3 Dec', 7), 'रिटर्न और एक्सचेंज Thu, 3 Dec को बंद हो गए (डिलीवरी के 7 दिन बाद)।'],
  [R.returnsOff, 'यह दुकान रिटर्न या एक्सचेंज नहीं लेती।'],
  [R.notDelivered, 'ऑर्डर डिलीवर होने के बाद रिटर्न और एक्सचेंज खुलते हैं।'],
  [R.notReturnable, 'यह आइटम रिटर्न या एक्सचेंज नहीं किया जा सकता।'],
  [R.allRequested, 'इस आइटम की सभी यूनिट पहले से एक अनुरोध में हैं।'],
  [R.tooManyUnits(1), 'इस आइटम की सिर्फ़ 1 यूनिट अब भी वापस भेजी जा सकती है।'],
  [R.tooManyUnits(2), 'इस आइटम की सिर्फ़ 2 यूनिट अब भी वापस भेजी जा सकती हैं।'],
  [R.sizeUnavailable('XL'), 'साइज़ XL स्टॉक में नहीं है। कृपया दूसरा साइज़ या रिफ़ंड चुनें।'],
  [R.sameSize, 'कृपया अपने पास वाले साइज़ से अलग साइज़ चुनें।'],
  [R.sizeNeeded, 'कृपया वह साइज़ चुनें जो आपको बदले में चाहिए।'],
  [R.sizeNotForReturn, 'रिटर्न में नया साइज़ नहीं मिलता: उसके लिए एक्सचेंज चुनें।'],
  [R.payoutRequired, 'कृपया बताएँ कि आपका रिफ़ंड कहाँ भेजें: UPI ID या बैंक अकाउंट।'],
  [R.payoutNotNeeded, 'इस ऑर्डर का भुगतान ऑनलाइन हुआ था: रिफ़ंड मूल भुगतान के तरीके में वापस जाएगा।'],
  [R.photoUnknown, 'एक फ़ोटो नहीं मिली। कृपया उसे फिर से जोड़ें।'],
  [R.tooManyPhotos, 'कृपया ज़्यादा से ज़्यादा 3 फ़ोटो जोड़ें।'],
  [R.photoNeeded, 'कृपया खराबी की फ़ोटो जोड़ें।'],
  [R.sizeUnknown, 'यह साइज़ इस आइटम में नहीं बनता।'],
  [R.payoutNotForExchange, 'एक्सचेंज में नया साइज़ भेजा जाता है, पैसे नहीं: रिफ़ंड की जगह न भरें।'],
  [R.lineNotFound, 'यह आइटम इस ऑर्डर में नहीं है।'],
  [R.photoNotNeeded, 'इस ऑर्डर में अभी कुछ भी रिटर्न या एक्सचेंज नहीं हो सकता, इसलिए फ़ोटो नहीं जोड़ी जा सकतीं।'],
  // The rate limit puts the seconds in for {n} (apps/api/src/plugins/rate-limit.ts).
  [R.tooManyRequests.replace('{n}', '42'), 'बहुत ज़्यादा अनुरोध। कृपया 42 सेकंड बाद फिर से कोशिश करें।'],
  [
    R.offerNoLongerApplies('Buy 2 get 1', 60_000),
    'Buy 2 get 1 अब आपके रखे गए सामान पर लागू नहीं होता, इसलिए इस आइटम की क़ीमत में से ₹600 रिफ़ंड नहीं होगा।',
  ],
  [R.photoTooLarge, 'फ़ोटो ज़्यादा से ज़्यादा 10 MB की हो सकती है।'],
];

describe('returnsMessageText', () => {
  itSaysEach(SAID, returnsMessageText);

  it('says the day a closed window names as the page gives it', () => {
    const day = (text: string) => (text === 'Thu, 3 Dec' ? 'गुरु, 3 दिस॰' : text);
    expect(returnsMessageText(R.windowClosed('Thu, 3 Dec', 7), HINDI.t, day)).toBe(
      'रिटर्न और एक्सचेंज गुरु, 3 दिस॰ को बंद हो गए (डिलीवरी के 7 दिन बाद)।',
    );
  });

  it("leaves a text that is not the domain's as it is", () => {
    expect(returnsMessageText('Pickup service unavailable', HINDI.t)).toBe('Pickup service unavailable');
  });
});
