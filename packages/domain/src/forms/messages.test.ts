import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { firstIssue, firstIssueMessage } from './first-issue-message';
import { keepDigits } from './input-filters';
import { MESSAGES, MESSAGE_TEMPLATES } from './messages';

describe('MESSAGE_TEMPLATES', () => {
  it.each([
    [MESSAGE_TEMPLATES.otpBackoffActive(42), 'Too many OTP attempts. Please try again in 42s.'],
    [MESSAGE_TEMPLATES.otpSendsPaused(60), 'Too many attempts. Paused OTP sends for 60s.'],
    [MESSAGE_TEMPLATES.otpSentTo('+919876543210'), 'OTP sent to +919876543210'],
    [MESSAGE_TEMPLATES.codFailedWith('Out of stock'), '❌ Failed to place COD order. Out of stock'],
    [MESSAGE_TEMPLATES.codFailedWith(undefined), '❌ Failed to place COD order. Server error'],
    [MESSAGE_TEMPLATES.pushFailed('Shiprocket', 'timeout'), 'Shiprocket push failed: timeout'],
    [
      MESSAGE_TEMPLATES.paidButPushFailed('Shiprocket'),
      'Payment successful, order saved, but Shiprocket push failed. You can finish booking in admin/Shiprocket.',
    ],
    [MESSAGE_TEMPLATES.codButPushFailed('Shiprocket'), 'Order placed but Shiprocket push failed...'],
    [
      MESSAGE_TEMPLATES.paymentInitFailedWith('Sorry, "Banarasi Silk Saree" (Free) is out of stock.'),
      '❌ Failed to initiate payment. Sorry, "Banarasi Silk Saree" (Free) is out of stock.',
    ],
    [MESSAGE_TEMPLATES.paymentInitFailedWith(null), '❌ Failed to initiate payment. Try again.'],
    [
      MESSAGE_TEMPLATES.paymentVerifyFailedWith('Sorry, "Banarasi Silk Saree" (Free) is out of stock.'),
      '❌ Payment succeeded but order saving failed. Contact support. Sorry, ' +
        '"Banarasi Silk Saree" (Free) is out of stock.',
    ],
    [MESSAGE_TEMPLATES.paymentVerifyFailedWith(' '), '❌ Payment succeeded but order saving failed. Contact support.'],
  ])('renders %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the spec texts word for word', () => {
    expect(MESSAGES.sessionExpired).toBe('Session expired — please log in again before placing the order.');
    expect(MESSAGES.recaptchaRefreshed).toBe("reCAPTCHA refreshed. Please tap 'Send OTP' again.");
  });
});

describe('firstIssueMessage', () => {
  const schema = z.object({ a: z.object({ b: z.string({ error: 'first' }) }), c: z.string({ error: 'second' }) });

  it('returns the first issue and its dotted field', () => {
    const error = schema.safeParse({ a: {} }).error;
    expect(firstIssueMessage(error)).toBe('first');
    expect(firstIssue(error)).toEqual({ message: 'first', field: 'a.b' });
  });

  it('returns the fallback without an error', () => {
    expect(firstIssueMessage(undefined, 'none')).toBe('none');
    expect(firstIssue(null)).toBeNull();
  });
});

describe('keepDigits', () => {
  it.each([
    ['98765 43210', 10, '9876543210'],
    ['+91 98765 43210', 10, '9198765432'],
    ['560-0345', 6, '560034'],
    ['12ab34', 6, '1234'],
  ])('%j max %i → %j', (input, max, expected) => {
    expect(keepDigits(input, max)).toBe(expected);
  });
});
