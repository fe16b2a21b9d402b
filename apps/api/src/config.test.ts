// A production start with only the documented variables (README: Running in production) either runs with real
// providers or refuses with one message listing everything missing; development needs none of them.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { PRODUCTION_ENV } from './testing/production-env';

/** The message loadConfig throws for this environment, or '' when it loads. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('a production start', () => {
  it('with nothing set refuses with one message listing every variable to set', () => {
    expect(refusal({ NODE_ENV: 'production' }).split('\n')).toEqual([
      'Invalid configuration:',
      '  PUBLIC_URL: is required when NODE_ENV=production: the shop’s own address (e.g. https://shop.example.in), ' +
        'used for canonical links, the sitemap and robots.txt instead of the Host a request names',
      '  SUPPORT_EMAIL: is still the shipped placeholder support@vastra.in: set the shop’s own support email',
      '  SUPPORT_PHONE: is still the shipped placeholder +91 98XXX XXX21: set the shop’s own support phone',
      '  PAYMENT_PROVIDER: sandbox takes no real money and is refused when NODE_ENV=production: ' +
        'set PAYMENT_PROVIDER=razorpay with its keys',
      '  SMS_PROVIDER: console sends no SMS (codes only reach the server log), so nobody could sign up: ' +
        'when NODE_ENV=production set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID, ' +
        'or OTP_PROVIDER=firebase',
      '  PAYOUT_PROVIDER: sandbox pays no real money and is refused when NODE_ENV=production: ' +
        'set PAYOUT_PROVIDER=manual (staff pay cash-on-delivery refunds from the bank and record the reference)',
      '  PAYOUT_SEAL_KEY: is required when NODE_ENV=production: 64 hex digits (openssl rand -hex 32), the key ' +
        'that encrypts shoppers’ UPI IDs and bank accounts until they are paid; keep it with the database backups',
      '  SHIPPING_PROVIDER: simulator books no real courier and is refused when NODE_ENV=production: ' +
        'set SHIPPING_PROVIDER=shiprocket with SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD',
    ]);
  });

  it('with every documented variable set loads with real providers and the API docs off', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config).toMatchObject({
      isProduction: true,
      PAYMENT_PROVIDER: 'razorpay',
      SMS_PROVIDER: 'msg91',
      PAYOUT_PROVIDER: 'manual',
      SHIPPING_PROVIDER: 'shiprocket',
      PUBLIC_URL: 'https://shop.example.in',
      API_DOCS: false,
      HOST: '0.0.0.0',
      SEED_CATALOG: false,
      SOCIAL_URL: '',
    });
    expect(loadConfig({ ...PRODUCTION_ENV, API_DOCS: 'true' }).API_DOCS).toBe(true);
  });

  it('shows no social link unless SOCIAL_URL names the shop’s own, and refuses the shipped placeholder', () => {
    expect(refusal({ ...PRODUCTION_ENV, SOCIAL_URL: 'https://www.instagram.com/vastra.in' }).split('\n')).toEqual([
      'Invalid configuration:',
      '  SOCIAL_URL: is still the shipped placeholder https://www.instagram.com/vastra.in: set the shop’s own page ' +
        '(Instagram, Facebook…), or leave it unset to show no social link',
    ]);
    const own = 'https://www.instagram.com/rangoli.threads';
    expect(loadConfig({ ...PRODUCTION_ENV, SOCIAL_URL: own }).SOCIAL_URL).toBe(own);
    expect(loadConfig({ ...PRODUCTION_ENV, SOCIAL_URL: ' ' }).SOCIAL_URL).toBe('');
    expect(loadConfig({}).SOCIAL_URL).toBe('https://www.instagram.com/vastra.in');
    expect(refusal({ SOCIAL_URL: 'instagram' })).toContain('SOCIAL_URL: ');
  });

  it('starts without the seed catalogue and refuses it when asked for; elsewhere an empty shop gets it', () => {
    expect(refusal({ ...PRODUCTION_ENV, SEED_CATALOG: 'true' }).split('\n')).toEqual([
      'Invalid configuration:',
      '  SEED_CATALOG: loads the demonstration catalogue (made-up products with drawn photos, which shoppers could ' +
        'pay for) and is refused when NODE_ENV=production: remove it, then add the shop’s products in ' +
        '/admin/products or a spreadsheet of them at /admin/products/import',
    ]);
    expect(loadConfig({ ...PRODUCTION_ENV, SEED_CATALOG: 'false' }).SEED_CATALOG).toBe(false);
    expect(loadConfig({}).SEED_CATALOG).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_CATALOG).toBe(true);
    expect(loadConfig({ SEED_CATALOG: 'false' }).SEED_CATALOG).toBe(false);
  });

  it('refuses a PUBLIC_URL that is no http(s) address and the test-only demo owner password', () => {
    expect(
      refusal({ ...PRODUCTION_ENV, PUBLIC_URL: 'shop.example.in', DEMO_OWNER_PASSWORD: 'Known-pass-2026' }).split('\n'),
    ).toEqual([
      'Invalid configuration:',
      '  PUBLIC_URL: must be the shop’s address with http:// or https:// (e.g. https://shop.example.in)',
      '  DEMO_OWNER_PASSWORD: is for development and tests only (the demo owner never exists in production): ' +
        'remove it',
    ]);
  });

  it('refuses a METRICS_TOKEN shorter than 32 characters, and starts with a long one or none (metrics off)', () => {
    expect(refusal({ ...PRODUCTION_ENV, METRICS_TOKEN: 'x'.repeat(31) }).split('\n')).toEqual([
      'Invalid configuration:',
      '  METRICS_TOKEN: is shorter than 32 characters when NODE_ENV=production: anyone who guesses it reads the ' +
        'shop’s metrics; make one with openssl rand -hex 32 (or unset it to turn the metrics off)',
    ]);
    expect(loadConfig({ ...PRODUCTION_ENV, METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toBe('x'.repeat(32));
    expect(loadConfig({ ...PRODUCTION_ENV, METRICS_TOKEN: '  ' }).METRICS_TOKEN).toBeUndefined();
    // Outside production a short token is the developer's own business.
    expect(loadConfig({ METRICS_TOKEN: 'dev' }).METRICS_TOKEN).toBe('dev');
  });
});

describe('a development start', () => {
  it('needs none of them: sandbox payouts, the simulator, the request’s origin, the API docs on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      isProduction: false,
      PAYOUT_PROVIDER: 'sandbox',
      SHIPPING_PROVIDER: 'simulator',
      API_DOCS: true,
    });
    expect(config.PUBLIC_URL).toBeUndefined();
  });
});

describe('media in a bucket (docs/decisions/117-media-in-object-storage.md)', () => {
  it('MEDIA_STORAGE=s3 refuses to start without its bucket and keys, naming each one', () => {
    expect(refusal({ ...PRODUCTION_ENV, MEDIA_STORAGE: 's3', S3_REGION: 'ap-south-1' }).split('\n')).toEqual([
      'Invalid configuration:',
      '  S3_BUCKET: is required when MEDIA_STORAGE=s3',
      '  S3_ACCESS_KEY_ID: is required when MEDIA_STORAGE=s3',
      '  S3_SECRET_ACCESS_KEY: is required when MEDIA_STORAGE=s3',
    ]);
  });

  it('starts with them; an endpoint needs no region, and the CDN origin loses its trailing slash', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'vastra-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      MEDIA_PUBLIC_URL: 'https://media.example.in/',
    });
    expect(config).toMatchObject({ MEDIA_STORAGE: 's3', S3_FORCE_PATH_STYLE: false });
    expect([config.S3_REGION, config.MEDIA_PUBLIC_URL]).toEqual([undefined, 'https://media.example.in']);
    expect(refusal({ MEDIA_PUBLIC_URL: 'media.example.in' })).toContain('MEDIA_PUBLIC_URL: must be an address');
  });
});

describe('WhatsApp (docs/decisions/126-whatsapp.md)', () => {
  it('is the sandbox in development and off in production unless set', () => {
    expect(loadConfig({}).WHATSAPP_PROVIDER).toBe('sandbox');
    expect(loadConfig(PRODUCTION_ENV).WHATSAPP_PROVIDER).toBe('off');
  });

  it('refuses the sandbox in production, and the Cloud API without its keys, naming each one', () => {
    expect(refusal({ ...PRODUCTION_ENV, WHATSAPP_PROVIDER: 'sandbox' }).split('\n')).toEqual([
      'Invalid configuration:',
      '  WHATSAPP_PROVIDER: sandbox messages nobody (its messages only reach the dev outbox) and is refused when ' +
        'NODE_ENV=production: set WHATSAPP_PROVIDER=cloud with its keys, or off',
    ]);
    expect(
      refusal({ ...PRODUCTION_ENV, WHATSAPP_PROVIDER: 'cloud', WHATSAPP_ACCESS_TOKEN: 'EAAG' }).split('\n'),
    ).toEqual([
      'Invalid configuration:',
      '  WHATSAPP_PHONE_NUMBER_ID: is required when WHATSAPP_PROVIDER=cloud',
      '  WHATSAPP_APP_SECRET: is required when WHATSAPP_PROVIDER=cloud',
      '  WHATSAPP_VERIFY_TOKEN: is required when WHATSAPP_PROVIDER=cloud',
    ]);
    const keys = { WHATSAPP_PHONE_NUMBER_ID: '1069', WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v' };
    const cloud = { ...PRODUCTION_ENV, WHATSAPP_PROVIDER: 'cloud', WHATSAPP_ACCESS_TOKEN: 'EAAG', ...keys };
    expect(loadConfig(cloud)).toMatchObject({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_API_VERSION: 'v23.0' });
  });
});

describe('email (docs/decisions/131-owner-alerts.md)', () => {
  it('is the console in development and off in production unless set', () => {
    expect(loadConfig({}).EMAIL_PROVIDER).toBe('console');
    expect(loadConfig(PRODUCTION_ENV).EMAIL_PROVIDER).toBe('off');
  });

  it('refuses the console in production, and SMTP without its relay and sender', () => {
    expect(refusal({ ...PRODUCTION_ENV, EMAIL_PROVIDER: 'console' }).split('\n')).toEqual([
      'Invalid configuration:',
      '  EMAIL_PROVIDER: console mails nobody (its emails only reach the server log) and is refused when ' +
        'NODE_ENV=production: set EMAIL_PROVIDER=smtp with SMTP_URL and EMAIL_FROM, or off',
    ]);
    expect(refusal({ ...PRODUCTION_ENV, EMAIL_PROVIDER: 'smtp', SMTP_URL: 'https://x' }).split('\n')).toEqual([
      'Invalid configuration:',
      '  EMAIL_FROM: is required when EMAIL_PROVIDER=smtp',
      '  SMTP_URL: must start with smtp:// or smtps://',
    ]);
    const smtp = { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://u:p@smtp.example.in:465', EMAIL_FROM: 'a@vastra.in' };
    expect(loadConfig({ ...PRODUCTION_ENV, ...smtp })).toMatchObject({ EMAIL_PROVIDER: 'smtp' });
  });
});
