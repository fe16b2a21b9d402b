import path from 'node:path';
import { z } from 'zod';
import { findAppRoot } from './app-root';
import { bool, bucketPrefix, int, msg91Templates, optionalText, optionalWebAddress, trustProxy } from './config-fields';
import {
  PLACEHOLDER_SOCIAL_URL,
  PLACEHOLDER_SUPPORT,
  productionMoneyAndCouriers,
  productionProblems,
} from './config-production';
import { EMAIL_FIELDS, emailProblems, emailProviderOf } from './config-email';
import { WHATSAPP_FIELDS, whatsappProblems, whatsappProviderOf } from './config-whatsapp';
import { PREPARED_CATALOGUE_FILE } from './db/seed';

/** Every environment variable the API reads, with the defaults of the embedded setup (README lists them). */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Defaults (after parsing): 127.0.0.1 outside production, so the dev endpoints stay on this machine. */
    HOST: optionalText,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    PUBLIC_URL: optionalText,

    DATABASE_URL: optionalText,
    DATA_DIR: z.string().default('./data'),
    DATABASE_POOL_SIZE: int(10),
    /**
     * Defaults (after parsing): on outside production, where an empty shop is given the seed catalogue; off in
     * production, which refuses it (config-production.ts, docs/decisions/160-production-starts-without-the-seed.md).
     */
    SEED_CATALOG: bool.optional(),
    /** Where uploaded photos live (README: Photos and storage): `local`, `${DATA_DIR}/media`; `s3`, a bucket (S3_*). */
    MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
    /** The bucket, and the key pair that may read, write and delete in it: required with MEDIA_STORAGE=s3. */
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** The store's address; unset for Amazon S3 itself (e.g. https://<account>.r2.cloudflarestorage.com). */
    S3_ENDPOINT: optionalWebAddress,
    /** The bucket's region: required for Amazon S3 (no S3_ENDPOINT); unset with an endpoint means `auto` (R2). */
    S3_REGION: optionalText,
    /** `true`: `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO needs them). */
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** A folder inside the bucket the media live under (`vastra/`), so one bucket may hold other things too. */
    S3_PREFIX: bucketPrefix,
    /**
     * The origin of a CDN in front of the media (`https://media.example.in`): public product photos are then
     * listed as `${MEDIA_PUBLIC_URL}/products/…` instead of `/media/products/…`; /media keeps working either way.
     */
    MEDIA_PUBLIC_URL: optionalWebAddress,
    /**
     * 32 bytes as 64 hex digits: the key that signs the short-lived URLs of shoppers' return photos
     * (modules/media-storage/private-media.ts). Without it the key is derived from the payment gateway's secret.
     */
    MEDIA_URL_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hex digits (32 bytes)' })
      .optional(),
    /**
     * 32 bytes as 64 hex digits: the key that signs the tracking links in order texts (shared/tracking-links.ts,
     * docs/decisions/111-sign-in-by-otp.md). Without it the key is derived from the payment gateway's secret.
     */
    TRACKING_LINK_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hex digits (32 bytes)' })
      .optional(),
    /** How long a signed return-photo URL works (seconds): reading the request again gives a new one. */
    RETURN_PHOTO_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
    WEB_DIST_DIR: optionalText,
    /**
     * The bearer token of `GET /api/metrics` (docs/decisions/116-metrics.md): unset, the metrics are off (404);
     * production refuses one shorter than 32 characters.
     */
    METRICS_TOKEN: optionalText,
    /** The OpenAPI document at /api/docs: on outside production, off in production unless `true`. */
    API_DOCS: bool.optional(),
    /**
     * Development and tests only (refused in production): the demo owner's password instead of a random one, so
     * the browser journeys and the reliability suite can sign in. Unset, each database gets its own random one.
     */
    DEMO_OWNER_PASSWORD: optionalText,
    /**
     * Set by npm to the folder `npm run …` was typed in (its scripts run inside apps/api): the backup and restore
     * commands resolve the folder they are given against it, so `npm run backup -- ./backups/today` means what it says.
     */
    INIT_CWD: optionalText,

    /** The whole request (headers and body) must arrive within this, else 408: a stalled client is cut off. */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(30),
    /**
     * An idle keep-alive connection is closed after this; keep it above a load balancer's idle timeout (60 s on AWS).
     */
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(72),
    /** On SIGTERM, requests in flight get this long to finish; connections still open then are closed. */
    SHUTDOWN_GRACE_SECONDS: int(10),

    SHOP_NAME: z.string().min(1).default('Vastra'),
    SUPPORT_EMAIL: z.email().default(PLACEHOLDER_SUPPORT.SUPPORT_EMAIL),
    SUPPORT_PHONE: z.string().default(PLACEHOLDER_SUPPORT.SUPPORT_PHONE),
    /** Defaults (after parsing): the shipped placeholder outside production, none in production (config-production). */
    SOCIAL_URL: optionalText.pipe(z.url().optional()),
    LOGO_URL: z.string().default('/logo.svg'),

    OTP_PROVIDER: z.enum(['local', 'firebase']).default('local'),
    SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
    MSG91_AUTH_KEY: optionalText,
    MSG91_TEMPLATE_ID: optionalText,
    /**
     * The MSG91 template id of each order message, a JSON object by event: {"placed":"…","shipped":"…", …,
     * "cod_confirm":"…"}. An event without one is not texted (logged). Texts: packages/domain/src/notifications.
     */
    MSG91_ORDER_TEMPLATES: msg91Templates,
    ...WHATSAPP_FIELDS,
    ...EMAIL_FIELDS,
    FIREBASE_PROJECT_ID: optionalText,
    FIREBASE_API_KEY: optionalText,
    FIREBASE_AUTH_DOMAIN: optionalText,
    FIREBASE_APP_ID: optionalText,

    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    /** Razorpay Orders API base and timeout (tests and a proxy may change them). */
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com/v1'),
    RAZORPAY_TIMEOUT_MS: int(10_000),
    /** The sandbox gateway's key pair (test values: it never takes real money). */
    SANDBOX_KEY_ID: z.string().min(1).default('rzp_test_vastrasandbox'),
    SANDBOX_KEY_SECRET: z.string().min(16).default('vastra_sandbox_secret_not_for_production'),
    /** Seconds a sandbox QR or app UPI payment waits before it is approved (browser journeys shorten it). */
    SANDBOX_UPI_APPROVE_SECONDS: z.coerce.number().min(0).max(600).default(5),

    /**
     * How a cash-on-delivery return's refund reaches the shopper's UPI ID or bank account (modules/payouts):
     * `sandbox` pays at once and takes no real money; `manual` leaves it to staff, who pay from the bank and record
     * the reference.
     */
    PAYOUT_PROVIDER: z.enum(['sandbox', 'manual']).default('sandbox'),
    /**
     * 32 bytes as 64 hex digits: the key that encrypts shoppers' UPI IDs and bank accounts until paid. Required in
     * production; elsewhere, without it, the key is derived from the gateway's secret
     * (modules/payouts/sealed-destination.ts).
     */
    PAYOUT_SEAL_KEY: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hex digits (32 bytes)' })
      .optional(),

    SHIPPING_PROVIDER: z.enum(['simulator', 'shiprocket']).default('simulator'),
    SHIPPING_SIM_MINUTES_PER_STEP: z.coerce.number().min(0).default(30),
    /** The shop's pickup PIN: where parcels leave from, so where delivery zones and estimates start (Bengaluru). */
    SHIP_FROM_PINCODE: z
      .string()
      .regex(/^[1-9][0-9]{5}$/, { error: 'must be a 6-digit PIN code' })
      .default('560034'),
    SHIPROCKET_EMAIL: optionalText,
    SHIPROCKET_PASSWORD: optionalText,
    SHIPROCKET_PICKUP_LOCATION: z.string().default('Primary'),
    SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in/v1/external'),
    SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
    /** How long one shipment's tracking answer is reused before the provider is asked again. */
    SHIPPING_TRACKING_CACHE_SECONDS: int(30),
    /** The background job refreshes open shipments not tracked for this long (0 = never). */
    SHIPPING_TRACKING_REFRESH_MINUTES: int(30),

    SESSION_TTL_DAYS: int(30),
    /** How long a back-office (staff) session lasts. */
    STAFF_SESSION_HOURS: int(12),
    OTP_SENDS_PER_PHONE_10_MIN: int(3),
    OTP_RESEND_GAP_SECONDS: int(30),
    OTP_SENDS_PER_PHONE_DAY: int(10),
    OTP_SENDS_PER_IP_HOUR: int(30),
    OTP_MAX_WRONG_CODES: int(5),
    LOGIN_ATTEMPTS_PER_PHONE_15_MIN: int(10),
    LOGIN_ATTEMPTS_PER_IP_15_MIN: int(100),
    /**
     * Back-office password tries for one phone in 15 minutes from all devices that never completed a sign-in
     * (a device that did is held only by its own LOGIN_ATTEMPTS_PER_PHONE_15_MIN).
     */
    STAFF_LOGIN_ATTEMPTS_PER_PHONE_15_MIN: int(30),
    /** Wrong back-office sign-in codes for one member in 24 hours, across challenges, before an owner must unlock. */
    STAFF_CODE_WRONG_PER_DAY: int(20),
    CHECK_USER_PER_IP_15_MIN: int(60),
    /** Delivery checks by PIN from one client address in 10 minutes (generous: mobile carriers share addresses). */
    PIN_LOOKUPS_PER_IP_10_MIN: int(600),
    /** Public tracking-link reads (GET /api/track/{token}) from one client address in 10 minutes. */
    TRACK_LOOKUPS_PER_IP_10_MIN: int(120),
    /** Card gateway orders created from one client address in 10 minutes (each one calls the gateway). */
    PAYMENT_ORDERS_PER_IP_10_MIN: int(30),
    /** Cash-on-delivery orders one shopper may place in an hour (modules/orders/cod-limits.ts). */
    COD_ORDERS_PER_SHOPPER_HOUR: int(5),
    /** Cash-on-delivery orders to one delivery phone in an hour, whoever places them. */
    COD_ORDERS_PER_PHONE_HOUR: int(5),
    /** Open cash-on-delivery orders (placed, not yet confirmed by the shopper or shipped) one shopper may have. */
    COD_OPEN_ORDERS_PER_SHOPPER: int(3),
    /** Open cash-on-delivery orders one delivery phone may have, whoever placed them. */
    COD_OPEN_ORDERS_PER_PHONE: int(3),
    /** Order texts (placed, COD confirmation, shipped …) to one phone in a day; the rest are skipped and logged. */
    ORDER_SMS_PER_PHONE_DAY: int(10),
  })
  .superRefine((env, ctx) => {
    const need = (cond: boolean, keys: (keyof typeof env)[], why: string) => {
      if (!cond) return;
      for (const key of keys) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${why}` });
      }
    };
    need(env.OTP_PROVIDER === 'firebase', ['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY'], 'OTP_PROVIDER=firebase');
    need(env.SMS_PROVIDER === 'msg91', ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'], 'SMS_PROVIDER=msg91');
    need(env.MEDIA_STORAGE === 's3', ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'MEDIA_STORAGE=s3');
    need(env.MEDIA_STORAGE === 's3' && !env.S3_ENDPOINT, ['S3_REGION'], 'MEDIA_STORAGE=s3 without S3_ENDPOINT');
    need(
      env.PAYMENT_PROVIDER === 'razorpay',
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
      'PAYMENT_PROVIDER=razorpay',
    );
    if (env.NODE_ENV === 'production') productionProblems(env, ctx);
    if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'sandbox takes no real money and is refused when NODE_ENV=production: ' +
          'set PAYMENT_PROVIDER=razorpay with its keys',
      });
    }
    need(
      env.SHIPPING_PROVIDER === 'shiprocket',
      ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD'],
      'SHIPPING_PROVIDER=shiprocket',
    );
    // The console sender answers send-code 200 and texts nobody: in production no one could sign up.
    if (env.NODE_ENV === 'production' && env.OTP_PROVIDER === 'local' && env.SMS_PROVIDER === 'console') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message:
          'console sends no SMS (codes only reach the server log), so nobody could ' +
          'sign up: when NODE_ENV=production set SMS_PROVIDER=msg91 with ' +
          'MSG91_AUTH_KEY and MSG91_TEMPLATE_ID, or OTP_PROVIDER=firebase',
      });
    }
    if (env.NODE_ENV === 'production') productionMoneyAndCouriers(env, ctx);
    whatsappProblems(env, ctx);
    emailProblems(env, ctx);
  })
  // A development server (dev endpoints on) listens on this machine only unless HOST says otherwise; a production
  // server must be reachable from its load balancer.
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
    SEED_CATALOG: env.SEED_CATALOG ?? env.NODE_ENV !== 'production',
    SOCIAL_URL: env.SOCIAL_URL ?? (env.NODE_ENV === 'production' ? '' : PLACEHOLDER_SOCIAL_URL),
    WHATSAPP_PROVIDER: whatsappProviderOf(env),
    EMAIL_PROVIDER: emailProviderOf(env),
  }));

export type Env = z.output<typeof EnvSchema>;

export interface Config extends Env {
  isProduction: boolean;
  /** Where the built SPA lives (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
  migrationsDir: string;
  /** The seed catalogue with its images drawn, written by the build (apps/api/dist). */
  seedCatalogueFile: string;
}

/** Parses the environment once; throws one message listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const appRoot = findAppRoot();
  return {
    ...parsed.data,
    isProduction: parsed.data.NODE_ENV === 'production',
    webDistDir: path.resolve(parsed.data.WEB_DIST_DIR ?? path.join(appRoot, '../web/dist')),
    migrationsDir: path.join(appRoot, 'drizzle'),
    seedCatalogueFile: path.join(appRoot, 'dist', PREPARED_CATALOGUE_FILE),
  };
}

/** The process's environment with `overrides` set: a command that needs them whatever the shop runs with. */
export function loadConfigWith(overrides: Record<string, string>): Config {
  return loadConfig({ ...process.env, ...overrides });
}

/**
 * Tests place many cash-on-delivery orders as one shopper to one phone (CUSTOMER) on purpose: their COD and order
 * text limits are lifted unless a test sets them (modules/orders/cod-limits.test.ts runs with the defaults).
 */
export const TEST_LIFTED_LIMITS: Record<string, string> = {
  COD_ORDERS_PER_SHOPPER_HOUR: '100000',
  COD_ORDERS_PER_PHONE_HOUR: '100000',
  COD_OPEN_ORDERS_PER_SHOPPER: '100000',
  COD_OPEN_ORDERS_PER_PHONE: '100000',
  ORDER_SMS_PER_PHONE_DAY: '100000',
};

/** A config for tests: the embedded defaults, quiet logs, plus overrides. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_CATALOG: 'false',
    ...TEST_LIFTED_LIMITS,
    ...overrides,
  });
}
