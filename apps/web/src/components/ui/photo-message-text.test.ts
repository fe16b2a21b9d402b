import { BACK_OFFICE_MESSAGES as B } from '@vastra/domain/back-office';
import { RETURNS_MESSAGES as R } from '@vastra/domain/returns';
import { describe } from 'vitest';
import { itSaysEach } from '../../lib/i18n/testing/said-in-both';
import { photoMessageText } from './photo-message-text';

/** Every refusal of a shopper's photo the server can give, and as a Hindi page says it. */
const SAID: readonly (readonly [string, string])[] = [
  [B.imageMissing, 'अपलोड करने के लिए फ़ोटो चुनें'],
  [B.imageUnsupported, 'JPEG, PNG, WebP या AVIF फ़ोटो अपलोड करें (HEIC पढ़ी नहीं जा सकती: पहले उसे JPEG में सेव करें)'],
  [B.imageUnreadable, 'यह फ़ोटो पढ़ी नहीं जा सकी'],
  [R.photoTooLarge, 'फ़ोटो ज़्यादा से ज़्यादा 10 MB की हो सकती है।'],
  [R.photoTooManyPixels, 'इस फ़ोटो में 16 मेगापिक्सल से ज़्यादा हैं। कृपया छोटी फ़ोटो भेजें: उसका स्क्रीनशॉट, या 12 MP पर ली गई फ़ोटो।'],
  [
    R.photoOddShape,
    'यह फ़ोटो आइटम दिखाने के लिए बहुत लंबी और पतली है (चौड़ाई से 20 गुना से ज़्यादा लंबी)। कृपया आइटम की सामान्य फ़ोटो भेजें।',
  ],
  [R.photoUploading, 'आपकी पिछली फ़ोटो अभी अपलोड हो रही है। उसके पूरा होने पर अगली फ़ोटो जोड़ें।'],
  [R.tooManyUploads.replace('{n}', '5'), 'बहुत ज़्यादा फ़ोटो। कृपया 5 सेकंड बाद फिर से कोशिश करें।'],
];

describe('photoMessageText', () => {
  itSaysEach(SAID, photoMessageText);
});
