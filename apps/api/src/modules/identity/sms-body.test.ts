import { describe, expect, it } from 'vitest';
import { otpSmsBody, webOtpHost } from './sms-sender.port';

describe('webOtpHost', () => {
  it.each([
    ['https://vastra.example.in', 'vastra.example.in'],
    ['https://vastra.example.in:8443/shop', 'vastra.example.in'],
    ['http://localhost:3000', 'localhost'],
    ['http://127.0.0.1:3271', '127.0.0.1'],
    ['http://[::1]:3000', null],
    ['not a url', null],
  ])('%s → %s', (origin, host) => {
    expect(webOtpHost(origin)).toBe(host);
  });
});

describe('otpSmsBody', () => {
  it('ends with "@host #code" on its own line after a blank one', () => {
    expect(otpSmsBody('123456', 5, 'Vastra', 'https://vastra.example.in')).toBe(
      '123456 is your Vastra OTP. Valid for 5 minutes. Do not share it with anyone. - Vastra\n\n' +
        '@vastra.example.in #123456',
    );
  });

  it('has no such line without a host that reads as one', () => {
    const text = '123456 is your Vastra OTP. Valid for 5 minutes. Do not share it with anyone. - Vastra';
    expect(otpSmsBody('123456', 5, 'Vastra')).toBe(text);
    expect(otpSmsBody('123456', 5, 'Vastra', 'http://[::1]:3000')).toBe(text);
  });
});
