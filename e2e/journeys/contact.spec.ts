import { expect, test } from '../journey-test';
import { settle } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

// docs/rules/contact.md#screen, docs/rules/contact.md#behaviour, docs/rules/contact.md#messages: both outcomes, failure
// by making the API fail.

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await settle(page);
});

test("a message is sent: '✅ Message sent successfully!' and the form clears", async ({ page }) => {
  await page.getByRole('textbox', { name: /^Name/ }).fill('Asha Verma');
  await page.getByRole('textbox', { name: /^Email/ }).fill('asha@example.com');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Do you ship to Pune? I would love the indigo kurti.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: '✅ Message sent successfully!' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
});

test("a failing API shows '❌ Failed to send message. Please try again.'", async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Internal Server Error', error: 'Internal Server Error' }),
    }),
  );
  await page.getByRole('textbox', { name: /^Name/ }).fill('Asha Verma');
  await page.getByRole('textbox', { name: /^Email/ }).fill('asha@example.com');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Hello there');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '❌ Failed to send message. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Asha Verma');
});

test('the contact page shows the support info and has no serious or critical axe violations', async ({ page }) => {
  const support = page.getByRole('complementary', { name: 'Customer care' });
  await expect(support.getByText('Typically replies within 2–4 hours')).toBeVisible();
  await expect(support.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expectNoSeriousAxeViolations(page);
});
