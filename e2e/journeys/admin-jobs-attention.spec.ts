import { expect, test } from '../journey-test';
import { signInToAdmin } from '../admin-steps';
import { checkAtWidths, expectNoSeriousAxeViolations } from '../page-checks';

// A background job that gave up waits on the owner's dashboard ("Needs attention") with its last error, and is
// retried from there (apps/api/src/modules/jobs-admin). The dead job is written by the development-only
// POST /api/dev/jobs/dead, as the job runner leaves one after its last attempt.
test('the owner sees a dead job on the dashboard and retries it', async ({ page, request }) => {
  const made = await request.post('/api/dev/jobs/dead', {
    data: { task: 'tax-documents', key: `e2e-${Date.now()}`, error: 'Error: PDF storage unreachable (e2e)' },
  });
  expect(made.status()).toBe(200);

  await signInToAdmin(page, request);
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Needs attention', exact: true });
  await expect(panel).toContainText('Tax invoices and credit notes');
  await expect(panel).toContainText('Error: PDF storage unreachable (e2e)');
  await expect(panel).toContainText(/Last failed \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/);
  // axe-clean, no sideways scroll, and screenshots into SHOTS_DIR when it is set, at 390 and 1280 px.
  await checkAtWidths(page, 'dashboard-jobs-attention');

  await panel.getByRole('button', { name: 'Retry now: Tax invoices and credit notes' }).click();
  await expect(page.getByText('Tax invoices and credit notes is queued and runs again now')).toBeVisible();
  await expect(page.getByText('Error: PDF storage unreachable (e2e)')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/dashboard-jobs-retried.png` });
});
