import { expect, test } from '../journey-test';
import { signInToAdmin } from '../admin-steps';
import { checkAtWidths } from '../page-checks';

// The dashboard's money at phone and desktop widths: gross sales, refunds and net sales, each saying what it
// counts (docs/decisions/076-invoice-at-dispatch-and-net-sales.md).
const FIGURES: [string, string][] = [
  ['Gross sales', 'Orders placed in the period, not cancelled or returned to origin, before refunds'],
  ['Refunds sent', 'Money sent back to shoppers in the period'],
  ['Net sales', 'Gross sales minus refunds'],
];

test('the dashboard shows gross sales, refunds and net sales, each labelled', async ({ page, request }) => {
  await signInToAdmin(page, request);
  await page.goto('/admin?range=30d');
  for (const [name, note] of FIGURES) {
    await expect(page.getByRole('region', { name, exact: true })).toContainText(note);
  }
  // axe-clean, no sideways scroll, and screenshots into SHOTS_DIR when it is set, at 390 and 1280 px.
  await checkAtWidths(page, 'dashboard-money');
});
