import { expect, test } from '@playwright/test';
import { signInToAdmin } from '../admin-steps';

// The dashboard's money at phone and desktop widths: gross sales, refunds and net sales, each saying what it
// counts (docs/decisions/076-invoice-at-dispatch-and-net-sales.md).
const FIGURES: [string, string][] = [
  ['Gross sales', 'Orders placed in the period, not cancelled or returned to origin, before refunds'],
  ['Refunds sent', 'Money sent back to shoppers in the period'],
  ['Net sales', 'Gross sales minus refunds'],
];

test('the dashboard shows gross sales, refunds and net sales, each labelled', async ({ page, request }) => {
  await signInToAdmin(page, request);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin?range=30d');
    for (const [name, note] of FIGURES) {
      await expect(page.getByRole('region', { name, exact: true })).toContainText(note);
    }
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `the dashboard at ${width}px`).toBeLessThanOrEqual(0);
    if (process.env.ADMIN_SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.ADMIN_SHOTS_DIR}/dashboard-money-${width}.png`, fullPage: true });
    }
  }
});
