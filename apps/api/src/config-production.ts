import type { z } from 'zod';

// What config.ts refuses when NODE_ENV=production (README: Running in production).

/** The support contacts the code ships with: a production shop must name its own (README: Running in production). */
export const PLACEHOLDER_SUPPORT = { SUPPORT_EMAIL: 'support@vastra.in', SUPPORT_PHONE: '+91 98XXX XXX21' } as const;

/**
 * The social link the code ships with, which the footer and the contact page show outside production; production shows
 * none unless SOCIAL_URL names the shop's own (docs/decisions/160-production-starts-without-the-seed.md).
 */
export const PLACEHOLDER_SOCIAL_URL = 'https://www.instagram.com/vastra.in';

export interface ProductionEnv {
  PUBLIC_URL?: string | undefined;
  SUPPORT_EMAIL: string;
  SUPPORT_PHONE: string;
  SOCIAL_URL?: string | undefined;
  DEMO_OWNER_PASSWORD?: string | undefined;
  SEED_CATALOG?: boolean | undefined;
  METRICS_TOKEN?: string | undefined;
  PAYOUT_PROVIDER: string;
  PAYOUT_SEAL_KEY?: string | undefined;
  SHIPPING_PROVIDER: string;
}

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The shortest METRICS_TOKEN production accepts: a scraper's token must be as hard to guess as a session's. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/**
 * Production needs the shop's own address and contacts (support, and a social link if any), no development-only
 * setting (the demo owner's password, the seed catalogue), and a metrics token (when one is set) too long to guess.
 */
export function productionProblems(env: ProductionEnv, ctx: z.RefinementCtx): void {
  const problem = (key: keyof ProductionEnv, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
  if (!env.PUBLIC_URL) {
    problem(
      'PUBLIC_URL',
      'is required when NODE_ENV=production: the shop’s own address (e.g. https://shop.example.in), ' +
        'used for canonical links, the sitemap and robots.txt instead of the Host a request names',
    );
  } else if (!isWebAddress(env.PUBLIC_URL)) {
    problem('PUBLIC_URL', 'must be the shop’s address with http:// or https:// (e.g. https://shop.example.in)');
  }
  for (const [key, what] of [
    ['SUPPORT_EMAIL', 'support email'],
    ['SUPPORT_PHONE', 'support phone'],
  ] as const) {
    if (env[key] === PLACEHOLDER_SUPPORT[key]) {
      problem(key, `is still the shipped placeholder ${env[key]}: set the shop’s own ${what}`);
    }
  }
  if (env.SOCIAL_URL === PLACEHOLDER_SOCIAL_URL) {
    problem(
      'SOCIAL_URL',
      `is still the shipped placeholder ${PLACEHOLDER_SOCIAL_URL}: set the shop’s own page (Instagram, Facebook…), ` +
        'or leave it unset to show no social link',
    );
  }
  if (env.DEMO_OWNER_PASSWORD) {
    problem(
      'DEMO_OWNER_PASSWORD',
      'is for development and tests only (the demo owner never exists in production): remove it',
    );
  }
  if (env.SEED_CATALOG) {
    problem(
      'SEED_CATALOG',
      'loads the demonstration catalogue (made-up products with drawn photos, which shoppers could pay for) and is ' +
        'refused when NODE_ENV=production: remove it, then add the shop’s products in /admin/products or a ' +
        'spreadsheet of them at /admin/products/import',
    );
  }
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length < METRICS_TOKEN_MIN_LENGTH) {
    problem(
      'METRICS_TOKEN',
      `is shorter than ${METRICS_TOKEN_MIN_LENGTH} characters when NODE_ENV=production: anyone who guesses it reads ` +
        'the shop’s metrics; make one with openssl rand -hex 32 (or unset it to turn the metrics off)',
    );
  }
}

/** Production pays refunds and books parcels for real: the sandbox and the simulator are refused. */
export function productionMoneyAndCouriers(env: ProductionEnv, ctx: z.RefinementCtx): void {
  const problem = (key: keyof ProductionEnv, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
  if (env.PAYOUT_PROVIDER === 'sandbox') {
    problem(
      'PAYOUT_PROVIDER',
      'sandbox pays no real money and is refused when NODE_ENV=production: ' +
        'set PAYOUT_PROVIDER=manual (staff pay cash-on-delivery refunds from the bank and record the reference)',
    );
  }
  if (!env.PAYOUT_SEAL_KEY) {
    problem(
      'PAYOUT_SEAL_KEY',
      'is required when NODE_ENV=production: 64 hex digits (openssl rand -hex 32), the key that encrypts ' +
        'shoppers’ UPI IDs and bank accounts until they are paid; keep it with the database backups',
    );
  }
  if (env.SHIPPING_PROVIDER === 'simulator') {
    problem(
      'SHIPPING_PROVIDER',
      'simulator books no real courier and is refused when NODE_ENV=production: ' +
        'set SHIPPING_PROVIDER=shiprocket with SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD',
    );
  }
}
