import { expect, test, type APIRequestContext, type Page } from '../journey-test';
import { couponBody, signInToAdmin, staffToken } from '../admin-steps';
import { fillBilling } from '../checkout-steps';
import { settle, signIn, type SeededProduct } from '../fixtures';
import { checkAtWidths, expectNoSeriousAxeViolations } from '../page-checks';

// A coupon at 390 px: the owner creates FESTIVE20 (20 % off from ₹1,500, prepaid only) and a code that has
// ended, through the back office's API; a shopper then meets each of the coupon's messages in the cart and at
// checkout. The windows are fixed dates far in the past (a code live since 2020 with no end, one that ended in 2020),
// so the journey does not depend on today's date.

async function createOffers(page: Page, request: APIRequestContext) {
  await signInToAdmin(page, request);
  const headers = { authorization: `Bearer ${await staffToken(page)}` };
  const bodies = [
    couponBody('FESTIVE20', { label: 'Festive 20% off', minBasketPaise: 150_000, payment: 'prepaid' }),
    couponBody('SUMMER10', { endsAt: '2020-06-01T00:00:00+05:30', discount: { type: 'percent', percent: 10 } }),
  ];
  for (const data of bodies) {
    const res = await request.post('/api/admin/offers', { headers, data });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.context().clearCookies();
}

/** A seeded product whose size costs less than ₹1,500 and has at least 3 in stock: one is below the minimum. */
async function productBelowMinimum(request: APIRequestContext) {
  const products = (await (await request.get('/api/client/products')).json()) as SeededProduct[];
  for (const product of products) {
    for (const size of product.sizes) {
      const price = product.pricesBySize[size] ?? 0;
      if (price > 0 && price < 1500 && price * 3 >= 1500 && (product.stockBySize[size] ?? 0) >= 3)
        return { product, size, price };
    }
  }
  throw new Error('the seed has no product under ₹1,500 with 3 in stock');
}

const couponField = (page: Page) => page.getByRole('textbox', { name: 'Coupon code' });

async function applyCode(page: Page, code: string) {
  await couponField(page).fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

test('a coupon at 390 px: unknown, expired, below the minimum, applied, then refused for COD', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await createOffers(page, request);
  const { product, size } = await productBelowMinimum(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, request);
  await page.goto(`/product/${product._id}`);
  await settle(page);
  // FESTIVE20 covers the whole shop: its badge is beside the product page's price (and on the similar products' cards).
  await expect(page.getByRole('list', { name: 'Offers' }).first()).toHaveText('Festive 20% off');
  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item added to cart!' })).toBeVisible();

  await page.goto('/cart');
  await settle(page);
  await expect(page.getByText('Available offers')).toBeVisible();

  await applyCode(page, 'nosuch1');
  await expect(page.getByText("We don't recognise the code NOSUCH1. Check it and try again.")).toBeVisible();
  await applyCode(page, 'summer10');
  await expect(page.getByText('This code has expired')).toBeVisible();
  await applyCode(page, 'festive20');
  const short = page.getByText(/^Add ₹[\d,]+(\.\d\d)? more to use FESTIVE20$/);
  await expect(short).toBeVisible();
  await expect(couponField(page)).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  await checkAtWidths(page, 'cart-coupon-refused');
  await page.setViewportSize({ width: 390, height: 844 });

  // More pieces: the same code applies by itself at the next quote.
  const plus = page.getByRole('button', { name: /increase/i }).first();
  await plus.click();
  await plus.click();
  await expect(page.getByText(/^FESTIVE20 applied: ₹[\d,]+(\.\d\d)? off$/)).toBeVisible();
  await expect(page.getByText(/^You save ₹[\d,]+(\.\d\d)?$/)).toBeVisible();
  await expect(page.getByText('Coupon FESTIVE20')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await checkAtWidths(page, 'cart-coupon-applied');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
  await fillBilling(page);
  // Kept from the cart: applied for online payment.
  await expect(page.getByText(/^FESTIVE20 applied: ₹[\d,]+(\.\d\d)? off$/)).toBeVisible();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await expect(page.getByText('For prepaid orders only')).toBeVisible();
  await expect(page.getByText(/^Pay online and save ₹[\d,]+(\.\d\d)? more$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await checkAtWidths(page, 'checkout-cod-pay-online');
});
