import { describe, it, expect } from 'vitest';
import { IDENTITY_MESSAGE_TEMPLATES, IDENTITY_MESSAGES } from './messages';

describe('IDENTITY_MESSAGE_TEMPLATES', () => {
  it.each([
    [IDENTITY_MESSAGE_TEMPLATES.otpBackoffActive(42), 'Too many OTP attempts. Please try again in 42s.'],
    [IDENTITY_MESSAGE_TEMPLATES.otpSendsPaused(60), 'Too many attempts. Paused OTP sends for 60s.'],
    [IDENTITY_MESSAGE_TEMPLATES.otpSentTo('+919876543210'), 'OTP sent to +919876543210'],
  ])('renders %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the spec texts word for word', () => {
    expect(IDENTITY_MESSAGES.recaptchaRefreshed).toBe("reCAPTCHA refreshed. Please tap 'Send OTP' again.");
  });
});
