import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SHOPPER_PASSWORD, signUp, type Send } from '../tests/support/sign-up.mjs';

// Shared helpers for the journeys: a shopper signed up through the API (local phone verifier, codes
// read from the dev SMS outbox, docs/rules/third-parties.md#ports) and the seeded catalogue.

let counter = 0;

/** A phone (10 digits, starting 9) no other test uses, so server-side OTP limits are never shared. */
export function uniquePhone(): string {
  counter += 1;
  const tail =
    `${Date.now() % 1e6}`.padStart(6, '0') + `${counter % 10}${Math.floor(Math.random() * 100)}`.padStart(3, '0');
  return `9${tail.slice(-9)}`;
}

export const e164 = (digits: string) => `+91${digits}`;

/** An order id (a UUID) inside a link or a text. */
export const ORDER_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The newest code texted to a phone (GET /api/dev/sms-outbox → [{to, body, sentAt}], newest first). */
export async function latestCode(request: APIRequestContext, digits: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(e164(digits))}`);
      const list = (await res.json()) as { body: string }[];
      code = /\b(\d{6})\b/.exec(list[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Keeps the login/signup popup (10 s after a page loads) from covering what the journey clicks: 'Don't show again'. */
export async function skipPromoPopup(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('promo_popup_dont_show', '1'));
}

export type Shopper = { token: string; phone: string; userId: string; fullName: string };

export { SHOPPER_PASSWORD };

/**
 * Signs a new shopper up through the API (send-code → sms outbox → verify-code → register) and
 * stores the token in local storage before the page's next navigation, as a login would.
 */
export async function signIn(page: Page, request: APIRequestContext, fullName = 'Asha Verma'): Promise<Shopper> {
  const shopper = await registerShopper(request, fullName);
  // Once per tab, so a logout in the journey is not undone by the next navigation.
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    localStorage.setItem('token', value);
    sessionStorage.setItem('e2e-signed-in', '1');
  }, shopper.token);
  return shopper;
}

/**
 * Signs a new shopper up through the API only (on `phone`, 10 digits, or a fresh one); the page stays
 * logged out (password SHOPPER_PASSWORD).
 */
export async function registerShopper(
  request: APIRequestContext,
  fullName = 'Asha Verma',
  phone = uniquePhone(),
): Promise<Shopper> {
  const send: Send = async (method, path, body) => {
    const res = method === 'GET' ? await request.get(path) : await request.post(path, { data: body });
    return { status: res.status(), json: await res.json().catch(() => res.text()) };
  };
  const { token, userId } = await signUp(send, {
    phone: e164(phone),
    fullName,
    email: `shopper.${phone}@example.com`,
  });
  return { token, phone, userId, fullName };
}

export type SeededProduct = {
  _id: string;
  title: string;
  /** Its Hindi title, when it has one (the seed's products do: docs/decisions/178-seed-titles-in-hindi.md). */
  hindi?: { title: string };
  category: string;
  /** Its gallery: for the seed's products, `/uploads/products/{id}/{n}.svg` (maybe with the shop's origin). */
  images: string[];
  sizes: string[];
  stockBySize: Record<string, number>;
  pricesBySize: Record<string, number>;
};

/**
 * The body of POST /api/orders/cod for `quantity` units of one size, delivered to a Kolkata address (West Bengal,
 * 700016) in `shopper`'s name.
 */
export function codOrderBody(
  shopper: Pick<Shopper, 'fullName' | 'phone'>,
  line: { product: Pick<SeededProduct, '_id' | 'title'>; size: string; price: number; quantity?: number },
  email = 'asha@example.com',
) {
  const quantity = line.quantity ?? 1;
  return {
    customerInfo: {
      name: shopper.fullName,
      email,
      phone: shopper.phone,
      address: '7 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
      notes: '',
    },
    items: [{ productId: line.product._id, title: line.product.title, size: line.size, quantity, price: line.price }],
    totalAmount: line.price * quantity,
    shippingCost: 0,
    paymentType: 'COD',
  };
}

/** A seeded product with a size of low stock (2 to 5 left), for hitting the stock limits quickly. */
export async function productWithLowStock(
  request: APIRequestContext,
): Promise<{ product: SeededProduct; size: string; stock: number }> {
  const res = await request.get('/api/client/products');
  const products = (await res.json()) as SeededProduct[];
  for (const product of products) {
    const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) >= 2 && (product.stockBySize[s] ?? 0) <= 5);
    if (size) return { product, size, stock: product.stockBySize[size] ?? 0 };
  }
  throw new Error('the seed has no product with 2 to 5 left in a size');
}

/** Waits until the logo loader, which covers the page until its screen's code has loaded, is gone. */
export async function settle(page: Page) {
  await expect(page.getByTestId('logo-loader')).toHaveCount(0);
}

/**
 * A product page's reviews, as a shopper reaches them: they load when she scrolls near them
 * (apps/web/src/lib/when-near-screen.tsx), so the page is scrolled to its end first.
 */
export async function scrollToReviews(page: Page): Promise<Locator> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const section = page.getByRole('region', { name: 'Customer Reviews' });
  await section.scrollIntoViewIfNeeded();
  return section;
}
