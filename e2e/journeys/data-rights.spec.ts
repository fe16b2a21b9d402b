import { expect, test } from '../journey-test';
import { readFile } from 'node:fs/promises';
import { placeCodOrder } from '../admin-steps';
import { productInStock } from '../checkout-steps';
import { e164, settle, signIn } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// The shopper's data rights (docs/decisions/114-data-rights.md) on her profile: she agrees to marketing messages and
// changes her mind, downloads a copy of her data, is told why her account cannot be deleted while an order is on its
// way, and once it is cancelled deletes it: signed out, and her phone no longer has an account. Screenshots go to
// SHOTS_DIR when set.

test('a shopper chooses her messages, downloads her data and deletes her account', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shopper = await signIn(page, request, 'Meera Iyer');
  const { product, size } = await productInStock(request, 5);
  const orderId = await placeCodOrder(request, shopper, { product, size, price: product.pricesBySize[size] ?? 1 });
  await page.goto('/profile');
  await settle(page);
  const yours = page.getByRole('region', { name: 'Your data' });

  const consent = yours.getByRole('checkbox', { name: /^Send me offers and new arrivals/ });
  await expect(consent).toBeEnabled();
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(page.getByText('Thank you. We will send you offers and new arrivals.')).toBeVisible();
  await consent.uncheck();
  await expect(page.getByText('Done. We will not send you offers; order updates still reach you.')).toBeVisible();
  await checkAtWidths(page, 'profile-your-data');

  const downloading = page.waitForEvent('download');
  await yours.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vastra-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    account: { fullName: string; phone: string };
    marketingConsent: { granted: boolean }[];
    orders: { order: string; items: { title: string }[] }[];
  };
  expect(data.account).toMatchObject({ fullName: 'Meera Iyer', phone: e164(shopper.phone) });
  expect(data.marketingConsent.map((c) => c.granted)).toEqual([true, false]);
  expect(data.orders.map((o) => o.items.map((i) => i.title))).toEqual([[product.title]]);

  // An order on its way: not yet.
  await yours.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('kept for as long as India’s GST law requires');
  await dialog.getByRole('checkbox', { name: 'I understand that my account cannot be brought back.' }).check();
  await checkAtWidths(page, 'profile-delete-account');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Your account cannot be deleted yet: 1 order is still on its way',
  );
  await dialog.getByRole('button', { name: 'Keep my account' }).click();

  // Cancelled, it can go.
  const cancelled = await request.post(`/api/orders/${orderId}/cancel`, {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { reason: 'Ordered the wrong size' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await yours.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('checkbox', { name: 'I understand that my account cannot be brought back.' }).check();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    page.getByText('Your account is deleted. Orders and tax documents are kept as the law requires.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  const lookup = await request.post('/api/auth/check-user', { data: { phone: shopper.phone } });
  expect(await lookup.json()).toEqual({ exists: false });
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(me.status()).toBe(401);
});
