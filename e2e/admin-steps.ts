import { mkdir } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { codOrderBody, e164, type SeededProduct, type Shopper } from './fixtures';

// Steps of the back-office journeys: the demo owner that a development server creates at start-up
// (apps/api/src/modules/staff/owner-account.ts), its two-step sign-in, photos to upload, and orders
// placed through the API so the dashboard has something to count.

/**
 * The development server's demo owner: playwright.config.ts starts the server with DEMO_OWNER_PASSWORD set to this
 * (a shop started without it gets a random password per database, printed in its start-up banner).
 */
export const DEMO_OWNER = { digits: '9000000001', password: 'Journey-owner-2026' } as const;

/** The staff session's httpOnly cookie (docs/decisions/070-staff-session-cookie.md): its value is the session token. */
export const STAFF_SESSION_COOKIE = 'vastra_staff_session';

async function newestSms(request: APIRequestContext, digits: string): Promise<string> {
  const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(e164(digits))}`);
  const list = (await res.json()) as { body: string; sentAt: string }[];
  return list[0] ? `${list[0].sentAt} ${list[0].body}` : '';
}

/**
 * Signs the demo owner in as a person would: phone and password, then the code from the SMS (read from
 * the development outbox; the code sent for THIS sign-in, not an earlier one).
 */
export async function signInToAdmin(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  const before = await newestSms(request, DEMO_OWNER.digits);
  await page.getByLabel('Phone number').fill(DEMO_OWNER.digits);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const latest = await newestSms(request, DEMO_OWNER.digits);
      code = latest !== before ? (/\b(\d{6})\b/.exec(latest)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/**
 * The signed-in page's staff session token, for reading what the screens show through the API as a bearer token.
 * Taken from the browser's cookie jar, which the test runner may read; the page's own scripts cannot (httpOnly).
 */
export async function staffToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value;
  if (!token) throw new Error('no staff session cookie in the browser');
  return token;
}

/** `count` product photos (JPEG, 1200×1600, each its own colour) written to `dir`; returns their paths. */
export async function photoFiles(dir: string, count: number): Promise<string[]> {
  const colours = ['#9b2335', '#1f6f5c', '#c9a227', '#3a4e8c'];
  await mkdir(dir, { recursive: true });
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const path = `${dir}/photo-${i + 1}.jpg`;
      await sharp({
        create: { width: 1200, height: 1600, channels: 3, background: colours[i % colours.length] ?? '#333' },
      })
        .jpeg({ quality: 80 })
        .toFile(path);
      return path;
    }),
  );
}

/** A COD order of one unit placed through the API by `shopper`; answers the order id. */
export async function placeCodOrder(
  request: APIRequestContext,
  shopper: Shopper,
  line: { product: Pick<SeededProduct, '_id' | 'title'>; size: string; price: number },
): Promise<string> {
  const placed = await request.post('/api/orders/cod', {
    headers: { authorization: `Bearer ${shopper.token}`, 'idempotency-key': `e2e-admin-${Date.now()}-${line.size}` },
    data: codOrderBody(shopper, line),
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { orderId: string }).orderId;
}

/**
 * A coupon as the back office sends it (POST /api/admin/offers; the API's tests: apps/api/src/testing/offer-bodies.ts):
 * 20 % off any basket, live since 2020 with no end, no limits; `extra` replaces any field. The window is in the past,
 * so a journey does not depend on today's date.
 */
export function couponBody(code: string, extra: Record<string, unknown> = {}) {
  return {
    kind: 'coupon',
    label: `${code} offer`,
    code,
    startsAt: '2020-01-01T00:00:00+05:30',
    endsAt: null,
    scope: { kind: 'shop' },
    combinable: false,
    discount: { type: 'percent', percent: 20 },
    minBasketPaise: 0,
    maxDiscountPaise: null,
    totalUses: null,
    usesPerCustomer: null,
    firstOrderOnly: false,
    excludeSaleItems: false,
    payment: 'any',
    ...extra,
  };
}

/** The shop's COD settings as shipped, with the owner's confirmation off (decision 035). */
const DEFAULT_COD = { maxOrderValue: 5000, onlyWherePinAllows: true, confirmation: { enabled: false, hours: 48 } };

/** Turns the owner's COD confirmation (48 hours) on or off. */
async function setCodConfirmation(request: APIRequestContext, staff: string, enabled: boolean) {
  const res = await request.put('/api/admin/settings', {
    headers: { authorization: `Bearer ${staff}` },
    data: { cod: { ...DEFAULT_COD, confirmation: { enabled, hours: 48 } } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Runs `steps` with the owner's COD confirmation on (signed in as the demo owner in a page of its own), and turns it
 * off again however they end, for the journeys that follow.
 */
export async function withCodConfirmation(page: Page, request: APIRequestContext, steps: () => Promise<void>) {
  const admin = await page.context().newPage();
  await signInToAdmin(admin, request);
  const staff = await staffToken(admin);
  await admin.close();
  await setCodConfirmation(request, staff, true);
  try {
    await steps();
  } finally {
    await setCodConfirmation(request, staff, false);
  }
}
