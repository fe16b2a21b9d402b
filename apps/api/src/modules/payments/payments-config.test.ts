import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PRODUCTION_ENV } from '../../testing/production-env';

describe('payment configuration', () => {
  it('defaults to the sandbox gateway with its test keys', () => {
    const config = loadConfig({});
    expect([config.PAYMENT_PROVIDER, config.SANDBOX_KEY_ID]).toEqual(['sandbox', 'rzp_test_vastrasandbox']);
  });

  it('refuses the sandbox when NODE_ENV=production, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: sandbox takes no real money and is refused when NODE_ENV=production: set PAYMENT_PROVIDER=razorpay/,
    );
  });

  it('requires the three Razorpay secrets for PAYMENT_PROVIDER=razorpay', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(
      /RAZORPAY_KEY_SECRET: is required[\s\S]*RAZORPAY_WEBHOOK_SECRET: is required/,
    );
    // Production also needs a real SMS sender for local codes (config.ts).
    const sms = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'a', MSG91_TEMPLATE_ID: 't' };
    const config = loadConfig({
      ...PRODUCTION_ENV,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      ...sms,
    });
    expect(config.isProduction).toBe(true);
  });
});
