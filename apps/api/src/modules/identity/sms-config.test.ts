import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PRODUCTION_ENV } from '../../testing/production-env';

// The console sender only writes codes to the log: in production it would answer 200 to send-code
// while no shopper ever receives a text, so nobody could sign up. Production refuses it at start.
// The documented production variables (testing/production-env.ts) without the SMS sender's.
const { SMS_PROVIDER: _sms, MSG91_AUTH_KEY: _key, MSG91_TEMPLATE_ID: _template, ...PRODUCTION } = PRODUCTION_ENV;

describe('SMS configuration', () => {
  it('refuses the console sender with local codes when NODE_ENV=production, saying what to set', () => {
    for (const env of [PRODUCTION, { ...PRODUCTION, OTP_PROVIDER: 'local', SMS_PROVIDER: 'console' }]) {
      expect(() => loadConfig(env)).toThrow(
        'SMS_PROVIDER: console sends no SMS (codes only reach the server log), ' +
          'so nobody could sign up: when NODE_ENV=production set ' +
          'SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID, or ' +
          'OTP_PROVIDER=firebase',
      );
    }
  });

  it('takes MSG91 for local codes, or Firebase (which texts the codes itself), in production', () => {
    const msg91 = loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'a', MSG91_TEMPLATE_ID: 't' });
    expect([msg91.OTP_PROVIDER, msg91.SMS_PROVIDER]).toEqual(['local', 'msg91']);
    const firebase = loadConfig({
      ...PRODUCTION,
      OTP_PROVIDER: 'firebase',
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_API_KEY: 'k',
    });
    expect([firebase.OTP_PROVIDER, firebase.SMS_PROVIDER]).toEqual(['firebase', 'console']);
  });

  it('keeps the console sender as the default outside production', () => {
    for (const NODE_ENV of ['development', 'test']) expect(loadConfig({ NODE_ENV }).SMS_PROVIDER).toBe('console');
  });
});

describe('MSG91_ORDER_TEMPLATES', () => {
  it('takes a JSON object of template ids by order event', () => {
    const config = loadConfig({ MSG91_ORDER_TEMPLATES: '{"placed":"t-placed","refunded":"t-refund"}' });
    expect(config.MSG91_ORDER_TEMPLATES).toEqual({ placed: 't-placed', refunded: 't-refund' });
    expect(loadConfig({}).MSG91_ORDER_TEMPLATES).toEqual({});
  });

  it("takes a Hindi text's template under its event and _hi (decision 145)", () => {
    const config = loadConfig({ MSG91_ORDER_TEMPLATES: '{"placed":"t-placed","placed_hi":"t-placed-hi"}' });
    expect(config.MSG91_ORDER_TEMPLATES).toEqual({ placed: 't-placed', placed_hi: 't-placed-hi' });
  });

  it.each(['not json', '["t"]', '{"paid":"t"}', '{"placed":""}', '{"owner_alert_hi":"t"}'])(
    'refuses %s, naming the events',
    (value) => {
      expect(() => loadConfig({ MSG91_ORDER_TEMPLATES: value })).toThrow(
        'MSG91_ORDER_TEMPLATES: must be a JSON object of template ids by event (placed, cod_confirm, shipped, ' +
          'out_for_delivery, delivered, cancelled, refunded, return_requested, return_approved, return_rejected, ' +
          "support_reply, owner_alert, owner_digest; a Hindi text's under the event and _hi)",
      );
    },
  );
});
