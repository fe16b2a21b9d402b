/**
 * What a production start needs, with test values: every variable README's "Running in production" lists
 * (config.ts refuses a production start without any of them). Tests of production behaviour start from it.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.in',
  SUPPORT_EMAIL: 'help@shop.example.in',
  SUPPORT_PHONE: '+91 80 4000 1234',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_test',
  RAZORPAY_KEY_SECRET: 'test-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'test-msg91-key',
  MSG91_TEMPLATE_ID: 'test-template',
  PAYOUT_PROVIDER: 'manual',
  PAYOUT_SEAL_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
  SHIPPING_PROVIDER: 'shiprocket',
  SHIPROCKET_EMAIL: 'ops@shop.example.in',
  SHIPROCKET_PASSWORD: 'test-shiprocket-password',
} as const satisfies Record<string, string>;
