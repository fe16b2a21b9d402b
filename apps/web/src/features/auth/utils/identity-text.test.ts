import { IDENTITY_MESSAGES as I, IDENTITY_SERVER_MESSAGES as S } from '@vastra/domain/identity';
import { describe, expect, it } from 'vitest';
import type { Translator } from '../../../lib/i18n';
import { HINDI, itSaysEach } from '../../../lib/i18n/testing/said-in-both';
import { identityText } from './identity-text';

/** The server's sign-in answers as the API words them (the rate limits put the seconds in for {n}), and in Hindi. */
const SAID: readonly (readonly [string, string])[] = [
  [S.otpSendsPaused.replace('{n}', '840'), 'बहुत ज़्यादा कोशिशें हो गईं। 840 सेकंड तक OTP भेजना रोक दिया गया है।'],
  [S.resendTooSoon.replace('{n}', '27'), 'नया OTP मँगाने से पहले कृपया 27 सेकंड रुकें।'],
  [S.tooManyLogins.replace('{n}', '840'), 'लॉग इन की बहुत ज़्यादा कोशिशें हो गईं। कृपया 840 सेकंड बाद फिर से कोशिश करें।'],
  [S.tooManyChecks.replace('{n}', '60'), 'बहुत ज़्यादा अनुरोध आ गए। कृपया 60 सेकंड बाद फिर से कोशिश करें।'],
  [S.invalidCredentials, 'फ़ोन नंबर या पासवर्ड ग़लत है'],
  [S.smsFailed, 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।'],
  [S.verifierUnavailable, 'फ़ोन की पुष्टि अभी नहीं हो पा रही है। कृपया फिर से कोशिश करें।'],
  [S.sessionInvalid, 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।'],
  [I.noAccountFound, 'कोई अकाउंट नहीं मिला'],
];

const text = (message: string, t: Translator['t']) => identityText(t, message);

describe('identityText', () => {
  itSaysEach(SAID, text);

  it('has a Hindi text for every server answer of the sign-in screens', () => {
    for (const english of Object.values(S)) {
      expect(text(english.replace('{n}', '5'), HINDI.t)).not.toBe(english.replace('{n}', '5'));
    }
  });

  it("leaves a text that is not the shop's as it is", () => {
    expect(text('querystring phone: Invalid phone number', HINDI.t)).toBe('querystring phone: Invalid phone number');
  });
});
