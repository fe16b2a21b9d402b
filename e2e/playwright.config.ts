import { defineConfig, devices } from '@playwright/test';
import { DEMO_OWNER } from './admin-steps';

// Journeys run in Debian's Chromium headless shell (never a downloaded browser) against the production build of
// the real server on a fresh embedded database, with the dev-only endpoints on (NODE_ENV=development).
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = `/tmp/vastra-e2e-${port}-${Date.now()}`;

// Under scripts/test-future.sh the server and this runner read a clock moved ahead by libfaketime; Chromium hangs
// at start under it (its zygote never answers), so the browser is started without it and keeps the real clock.
const browserEnv = process.env.FAKETIME
  ? Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')),
    )
  : undefined;

export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  workers: 1,
  // A journey that passes only on its retry is flaky, and flaky fails the run: the retry is there to label a failure
  // "flaky" or "failed" in the report and to record its trace, never to turn it into a pass.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every journey ~15 % (its screencast and snapshots): only a failure's retry records one
    // (docs/decisions/108-journeys-in-two-groups.md).
    trace: 'on-first-retry',
    // Every journey's pages as with the phone's "reduce motion" on: no autoplaying slider or animation keeps Chromium
    // drawing while a journey waits (docs/decisions/123-slow-suites-do-less-work.md).
    reducedMotion: 'reduce',
    // No service worker, except in the journey that is about it (journeys/offline.spec.ts): each journey's fresh
    // browser would otherwise fetch the whole storefront into its worker's cache while it runs
    // (docs/decisions/124-installable-and-offline.md).
    serviceWorkers: 'block',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell): the same engine without the whole browser
      // around it, in about half the time (docs/decisions/121-journeys-in-the-headless-shell.md).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      ...(browserEnv ? { env: browserEnv } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false } },
  ],
  webServer: {
    command: 'node ../apps/api/dist/server.mjs',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    // A wait for the server's readiness, not a measure: on a machine busy with the other group and the PostgreSQL
    // suite, a start has taken over a minute.
    timeout: 180_000,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The demo owner's password the back-office journeys sign in with (admin-steps.ts), instead of a random one.
      DEMO_OWNER_PASSWORD: DEMO_OWNER.password,
      SHIPPING_SIM_MINUTES_PER_STEP: '0',
      // A sandbox QR or app UPI payment is approved after 1 s (journeys/upi.spec.ts waits for it).
      SANDBOX_UPI_APPROVE_SECONDS: '1',
      // Every journey comes from 127.0.0.1: the per-address limits are the shop's, not one shopper's.
      OTP_SENDS_PER_IP_HOUR: '1000',
      LOGIN_ATTEMPTS_PER_IP_15_MIN: '1000',
      CHECK_USER_PER_IP_15_MIN: '1000',
      PIN_LOOKUPS_PER_IP_10_MIN: '1000',
      // The journeys place many cash-on-delivery orders, most to the same delivery phone: lifted here; the limits
      // themselves are pinned in apps/api/src/modules/orders/cod-limits.test.ts.
      COD_ORDERS_PER_SHOPPER_HOUR: '1000',
      COD_ORDERS_PER_PHONE_HOUR: '1000',
      COD_OPEN_ORDERS_PER_SHOPPER: '1000',
      COD_OPEN_ORDERS_PER_PHONE: '1000',
      ORDER_SMS_PER_PHONE_DAY: '1000',
    },
  },
});
