import { expect, test } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { addToCart, checkoutFromCart, productInStock } from '../checkout-steps';
import { settle, signIn, skipPromoPopup } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// The pages the law asks for (docs/decisions/042-policy-pages.md): Markdown kept in the repository, filled with the
// shop's settings, linked from the footer and from checkout; the owner's settings change what they say.

const PAGES = [
  ['Returns & exchanges', '/policies/returns'],
  ['Refunds', '/policies/refunds'],
  ['Cancellation', '/policies/cancellation'],
  ['Shipping', '/policies/shipping'],
  ['Terms of use', '/policies/terms'],
  ['Privacy', '/policies/privacy'],
  ['Grievance officer', '/policies/grievance'],
] as const;

test('the footer links every policy page; each opens with its title', async ({ page }) => {
  await skipPromoPopup(page);
  for (const [title, path] of PAGES) {
    await page.goto('/');
    await settle(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
  await page.goto('/policies/returns');
  await expect(page.getByRole('heading', { name: 'Returns & exchanges', level: 1 })).toBeVisible();
  await expect(page.getByText(/7 days/).first()).toBeVisible();
  await checkAtWidths(page, 'policy-returns');
  await page.goto('/policies/grievance');
  await expect(page.getByText('Ananya Rao').first()).toBeVisible();
  await expect(page.getByText('grievance@vastra.example').first()).toBeVisible();
  await checkAtWidths(page, 'policy-grievance');
});

test("the owner's settings change the pages: a 10-day window and a new grievance officer", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInToAdmin(page, request);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await checkAtWidths(page, 'admin-settings-after-delivery');
  const token = await staffToken(page);
  try {
    await page.getByLabel('Return window (days)').fill('10');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('Settings saved.', { exact: false })).toBeVisible();
    await page.goto('/policies/returns');
    await expect(page.getByText(/10 days/).first()).toBeVisible();
  } finally {
    // The default back for the other journeys, whatever happened above.
    const reset = await request.put('/api/admin/settings', {
      headers: { authorization: `Bearer ${token}` },
      data: { returns: { windowDays: 7 } },
    });
    expect(reset.ok(), await reset.text()).toBe(true);
  }
});

test('checkout links the terms and the returns policy beside Place Order', async ({ page, request }) => {
  await signIn(page, request);
  await addToCart(page, await productInStock(request, 9));
  await checkoutFromCart(page);
  await expect(
    page.getByText(/By placing this order you agree to our Terms of use and Returns & exchanges/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of use', exact: true }).last()).toHaveAttribute(
    'href',
    '/policies/terms',
  );
  await expect(page.getByRole('link', { name: /^Returns & exchanges/ }).last()).toHaveAttribute(
    'href',
    '/policies/returns',
  );
});
