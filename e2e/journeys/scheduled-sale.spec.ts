import { expect, test, type APIRequestContext, type Page } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { createProduct, unique } from '../after-delivery-steps';
import { settle } from '../fixtures';
import { expectNoSeriousAxeViolations, WHOLE_PAGE } from '../page-checks';

// A sale on a schedule (docs/decisions/086-sale-prices-on-a-schedule.md) starts and ends by itself: the owner sets
// 25 % off from 1 hour to 2 hours from the server's now, and the server's test clock (POST /api/dev/clock, outside
// production only: apps/api/src/plugins/dev-clock.ts) is moved forward instead of waiting. The storefront shows the
// spec's discount-percent rule: rounded (original - price) / original × 100, only while the original exceeds the
// price (apps/web/src/components/ui/price.tsx).

const HOUR_MS = 3_600_000;
const REGULAR = '₹2,000.00';
const ON_SALE = '₹1,500.00';

/** Moves the server's test clock; answers its now (ms). */
async function moveClock(request: APIRequestContext, body: { advanceMs: number } | { reset: true }): Promise<number> {
  const res = await request.post('/api/dev/clock', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now).getTime();
}

/** The product page's own price line (under its title): price, struck-through original and badge. */
const priceLine = (page: Page, title: string) =>
  page
    .getByRole('heading', { level: 1, name: title })
    .locator('xpath=..')
    .locator('p')
    .filter({ hasText: /^Price ₹/ });

async function expectRegularPrice(page: Page, title: string) {
  const line = priceLine(page, title);
  await expect(line).toHaveText(`Price ${REGULAR}`);
  await expect(line.locator('s')).toHaveCount(0);
  await expect(line.getByText(/% OFF$/)).toHaveCount(0);
}

async function expectSalePrice(page: Page, title: string) {
  const line = priceLine(page, title);
  await expect(line).toContainText(`Price ${ON_SALE}`);
  await expect(line.locator('s')).toHaveText(`Original price ${REGULAR}`);
  await expect(line.getByText('25% OFF', { exact: true })).toBeVisible();
}

/** Full-page screenshots at 390 and 1280 px into SHOTS_DIR when it is set. */
async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, ...WHOLE_PAGE });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a sale scheduled 1 hour ahead starts and ends on time as the test clock moves, with its 25% OFF badge', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  const headers = { authorization: `Bearer ${staff}` };
  const title = `Clock Sale Kurti ${unique()}`;
  const kurti = await createProduct(request, staff, {
    title,
    category: 'kurti',
    sizes: { M: { price: 2000, stock: 10 } },
  });
  let saleId: string | null = null;
  try {
    // The server's now, on real time (a journey before may have left nothing moved, but be sure).
    const now = await moveClock(request, { reset: true });
    const created = await request.post('/api/admin/sale-prices', {
      headers,
      data: {
        target: { kind: 'product', productId: kurti._id },
        price: { type: 'percent', percent: 25 },
        startsAt: new Date(now + HOUR_MS).toISOString(),
        endsAt: new Date(now + 2 * HOUR_MS).toISOString(),
        label: 'Clock sale',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    saleId = ((await created.json()) as { id: string }).id;

    // Before the start: the regular price, nothing struck through, no badge.
    await page.goto(`/product/${kurti._id}`);
    await settle(page);
    await expectRegularPrice(page, title);
    await shots(page, 'before');

    // One hour on, the sale has started: nobody pressed anything, the page only reloads.
    await moveClock(request, { advanceMs: HOUR_MS });
    await page.reload();
    await settle(page);
    await expectSalePrice(page, title);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeViolations(page);
    }
    await shots(page, 'during');

    // The product card in the listing shows it too.
    await page.goto(`/shop?q=${encodeURIComponent(title)}`);
    await settle(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card).toHaveCount(1);
    await expect(card.locator('p').filter({ hasText: /^Price ₹/ })).toContainText(`Price ${ON_SALE}`);
    await expect(card.locator('s')).toHaveText(`Original price ${REGULAR}`);
    await expect(card.getByText('25% OFF', { exact: true })).toBeVisible();

    // Another hour on, the sale is over: the regular price again, no badge.
    await moveClock(request, { advanceMs: HOUR_MS });
    await page.goto(`/product/${kurti._id}`);
    await settle(page);
    await expectRegularPrice(page, title);
    await shots(page, 'after');
    await page.goto(`/shop?q=${encodeURIComponent(title)}`);
    await settle(page);
    await expect(card.locator('p').filter({ hasText: /^Price ₹/ })).toHaveText(`Price ${REGULAR}`);
    await expect(card.getByText(/% OFF$/)).toHaveCount(0);
  } finally {
    // No other journey may see a moved clock; back on real time the sale has not started, so it may be deleted.
    await moveClock(request, { reset: true });
    if (saleId) {
      const deleted = await request.delete(`/api/admin/sale-prices/${saleId}`, { headers });
      expect(deleted.status(), await deleted.text()).toBe(200);
    }
  }
});
