import { expect, test, type Page } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { checkAtWidths } from '../page-checks';

// The owner runs a promotion from the back office: a coupon whose code another offer already has is refused on its
// field, then created under a new code, paused with a confirmation; a sale price is scheduled for a product. The
// windows are chosen so that their state does not depend on the day the journey runs (a start in 2020 with no end is
// live, a start in 2099 is scheduled). With SHOTS_DIR set, each screen is photographed at 390 and 1280 px.

/** Opens a back-office screen from the navigation: the sidebar, or below md the Menu button's dialog. */
async function openFromNav(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('link', { name }).click();
  }
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('the owner creates a coupon, pauses it and schedules a sale price', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100_000;
  const taken = `TAKEN-${stamp}`;
  const code = `FESTIVE-${stamp}`;
  const label = `Festive ${stamp}`;

  await signInToAdmin(page, request);
  const auth = { authorization: `Bearer ${await staffToken(page)}` };
  // Another offer already has this code (made through the API, as another owner's tab would).
  const other = await request.post('/api/admin/offers', {
    headers: auth,
    data: {
      kind: 'coupon',
      label: 'Earlier coupon',
      code: taken,
      startsAt: '2020-01-01T00:00:00+05:30',
      endsAt: null,
      scope: { kind: 'shop' },
      combinable: false,
      discount: { type: 'flat', amountPaise: 10_000 },
      minBasketPaise: 0,
      maxDiscountPaise: null,
      totalUses: null,
      usesPerCustomer: null,
      firstOrderOnly: false,
      excludeSaleItems: false,
      payment: 'any',
    },
  });
  expect(other.status()).toBe(201);

  await test.step('a coupon whose code is taken is refused on the Code field', async () => {
    await openFromNav(page, 'Offers');
    await page.getByRole('link', { name: 'New offer' }).click();
    await page.getByLabel('Name shoppers see').fill(label);
    await page.getByLabel(/^Code/).fill(taken.toLowerCase());
    await page.getByLabel('Percent off').fill('20');
    await page.getByLabel('Minimum basket').fill('999');
    await page.getByLabel(/^Largest discount/).fill('500');
    await page.getByLabel(/^Total uses/).fill('100');
    await page.getByLabel(/^Starts/).fill('2020-01-01T00:00');
    await page.getByRole('button', { name: 'Create offer' }).click();
    await expect(page.getByText(`${taken} is already the code of another offer.`)).toBeVisible();
    await expect(page.getByLabel(/^Code/)).toHaveAttribute('aria-invalid', 'true');
    await checkAtWidths(page, 'offer-form-refusal');
  });

  await test.step('under a new code it is created and listed as Live', async () => {
    await page.getByLabel(/^Code/).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Create offer' }).click();
    await expect(page.getByText(`${label} is saved.`)).toBeVisible();
    const row = page.getByRole('listitem', { name: label });
    await expect(row.getByText('Live', { exact: true })).toBeVisible();
    await expect(row.getByText(code)).toBeVisible();
    await expect(row.getByText('0 / 100')).toBeVisible();
  });

  await test.step('pausing asks first, then the offer shows as Paused', async () => {
    await page.getByRole('button', { name: `Pause ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: `Pause ${label}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText(`${label} is paused.`)).toBeVisible();
    const row = page.getByRole('listitem', { name: label });
    await expect(row.getByText('Paused', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Resume ${label}` })).toBeVisible();
    const read = await request.get('/api/admin/offers?state=paused', { headers: auth });
    const paused = ((await read.json()) as { offers: { code: string | null }[] }).offers.map((offer) => offer.code);
    expect(paused).toContain(code);
    await page.getByLabel('State').selectOption('paused');
    await expect(page.getByRole('listitem', { name: label })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Earlier coupon' })).toHaveCount(0);
    await page.getByLabel('State').selectOption('');
    await expect(page.getByRole('listitem', { name: 'Earlier coupon' })).toBeVisible();
    await checkAtWidths(page, 'offers-list');
  });

  await test.step('a sale price is scheduled for a product', async () => {
    await openFromNav(page, 'Sale prices');
    await page.getByRole('button', { name: 'New sale price' }).click();
    const dialog = page.getByRole('dialog', { name: 'New sale price' });
    await dialog.getByLabel('Product').selectOption({ index: 1 });
    const product = (await dialog.getByLabel('Product').locator('option:checked').textContent()) ?? '';
    await dialog.getByLabel('Percent off').fill('15');
    await dialog.getByLabel('Name').fill(`New year ${stamp}`);
    await dialog.getByLabel(/^Starts/).fill('2099-01-01T00:00');
    await dialog.getByLabel(/^Ends/).fill('2099-01-31T00:00');
    await dialog.getByRole('button', { name: 'Schedule sale' }).click();
    await expect(page.getByText('The sale price is saved.')).toBeVisible();
    const row = page.getByRole('listitem', { name: `New year ${stamp}` });
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(row.getByText(product, { exact: true })).toBeVisible();
    await expect(row.getByText('15% off')).toBeVisible();
    await expect(row.getByText('1 Jan 2099, 12:00 am – 31 Jan 2099, 12:00 am IST')).toBeVisible();
    await checkAtWidths(page, 'sale-prices');
  });

  // The earlier coupon is live with no end: ended, so no later journey meets it on its bag or its badges.
  const { id } = (await other.json()) as { id: string };
  const ended = await request.post(`/api/admin/offers/${id}/end`, { headers: auth });
  expect(ended.status(), await ended.text()).toBe(200);
});
