import { expect, test, type APIRequestContext } from '../journey-test';
import { placeCodOrder, signInToAdmin } from '../admin-steps';
import { productInStock } from '../checkout-steps';
import { registerShopper, settle, skipPromoPopup, type Shopper } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Customers in the back office (docs/decisions/110-customers.md): the owner opens an order, follows the customer's
// name to her page, sees her two parcels returned to origin in the RTO history, adds a note and a tag there and on
// the order; the list finds her by phone and under High RTO. Axe and screenshots at 390 and 1280 px.

test.beforeEach(async ({ page }) => {
  await skipPromoPopup(page);
});

/** A COD order of one unit of the n-th product in stock, booked, then returned to origin by the simulated courier. */
async function rtoOrder(request: APIRequestContext, shopper: Shopper, n: number): Promise<string> {
  const { product, size } = await productInStock(request, n);
  const orderId = await placeCodOrder(request, shopper, { product, size, price: product.pricesBySize[size] ?? 1 });
  const booked = await request.post(`/api/orders/book-shipping/${orderId}`, {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { awb } = ((await booked.json()) as { data: { awb: string } }).data;
  for (let step = 0; step < 10; step++) {
    const res = await request.post(`/api/dev/shipments/${awb}/advance`);
    expect(res.ok(), await res.text()).toBe(true);
    if (((await res.json()) as { stage: string }).stage === 'in_transit_origin') break;
  }
  expect((await request.post(`/api/dev/shipments/${awb}/rto`)).ok()).toBe(true);
  const back = await request.post(`/api/dev/shipments/${awb}/advance?to=delivered`);
  expect(((await back.json()) as { orderStatus: string }).orderStatus).toBe('returned');
  return orderId;
}

test('the owner follows an order to its customer: RTO history, a note and a tag; the list finds her', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Kavya Rto ${Date.now() % 1_000_000}`;
  const shopper = await registerShopper(request, name);
  await rtoOrder(request, shopper, 12);
  const last = await rtoOrder(request, shopper, 13);

  await signInToAdmin(page, request);
  await page.goto(`/admin/orders/${last}`);
  await settle(page);
  // The order's internal tag: staff only.
  const internal = page.getByRole('region', { name: 'Internal notes and tags' });
  await internal.getByLabel('New tag').fill('Fragile');
  await internal.getByRole('button', { name: 'Add tag' }).click();
  await expect(internal.getByRole('list', { name: 'Tags' }).getByText('fragile', { exact: true })).toBeVisible();

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('rto-history').getByRole('link')).toHaveCount(2);
  await expect(page.getByTestId('rto-count')).toHaveText('2');
  await expect(page.getByText('High RTO', { exact: true })).toBeVisible();

  const notes = page.getByRole('region', { name: 'Staff notes' });
  await notes.getByLabel('New note').fill('Call before shipping: two parcels refused');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByTestId('staff-notes')).toContainText('Call before shipping: two parcels refused');
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByLabel('New tag').fill('  RTO Risk ');
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await expect(tags.getByRole('list', { name: 'Tags' }).getByText('rto risk', { exact: true })).toBeVisible();
  await checkAtWidths(page, 'customer-page');

  await page.getByRole('link', { name: 'All customers' }).click();
  await page.getByLabel('Search customers').fill(`+91 ${shopper.phone.slice(0, 5)} ${shopper.phone.slice(5)}`);
  await page.getByLabel('Search customers').press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'High RTO' }).click();
  await expect(page).toHaveURL(/segment=high_rto/);
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  await checkAtWidths(page, 'customers-list');
});
