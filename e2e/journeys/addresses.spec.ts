import { expect, test, type APIRequestContext, type Locator } from '../journey-test';
import { addToCart, checkoutFromCart, fillBilling, productInStock } from '../checkout-steps';
import { settle, signIn, type Shopper } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// The address book (docs/decisions/036-saved-addresses.md) as a shopper uses it: addresses added, made default,
// edited and deleted on the profile; at checkout the default fills the billing form, and a new address is saved to
// the book with the order. Screenshots go to SHOTS_DIR when set.

type Place = { label: string; street: string; city: string; state: string; pin: string; landmark?: string };

/** Fills the address dialog's fields (scoped to the dialog: labels are matched exactly) and saves. */
async function fillAddress(dialog: Locator, place: Place) {
  await dialog.getByRole('textbox', { name: /^Label/ }).fill(place.label);
  await dialog.getByRole('combobox', { name: /^State/ }).selectOption(place.state);
  await dialog.getByRole('textbox', { name: /^Street address/ }).fill(place.street);
  await dialog.getByRole('textbox', { name: /^Town/ }).fill(place.city);
  await dialog.getByRole('textbox', { name: /^PIN code/ }).fill(place.pin);
  if (place.landmark) await dialog.getByRole('textbox', { name: /^Landmark/ }).fill(place.landmark);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toHaveCount(0);
}

async function savedAddresses(request: APIRequestContext, shopper: Shopper) {
  const res = await request.get('/api/addresses', { headers: { authorization: `Bearer ${shopper.token}` } });
  return (await res.json()) as { label: string; address: string; isDefault: boolean }[];
}

const HOME: Place = { label: 'Home', street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pin: '560001' };
const OFFICE: Place = {
  label: 'Office',
  street: '5 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pin: '700016',
  // An optional detail (docs/decisions/130-address-details.md): shown on the card, brought back at checkout.
  landmark: 'Park Circus',
};

test('the address book on the profile, and its default and a new address at checkout', async ({ page, request }) => {
  test.setTimeout(180_000);
  const choice = await productInStock(request, 13);
  const shopper = await signIn(page, request, 'Nandini Rao');
  await page.goto('/profile');
  await settle(page);
  const book = page.getByRole('list', { name: 'Saved addresses' });
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();

  for (const place of [HOME, OFFICE]) {
    await page.getByRole('button', { name: 'Add address' }).click();
    await fillAddress(page.getByRole('dialog', { name: 'Add address' }), place);
  }
  await expect(book.getByRole('listitem')).toHaveCount(2);
  await expect(book.getByRole('listitem').filter({ hasText: 'Office' })).toContainText('Near Park Circus');
  // The first address became the default; the second is made default by hand.
  await expect(book.getByRole('listitem').filter({ hasText: 'Home' })).toContainText('Default');
  await page.getByRole('button', { name: 'Make default: Office: 5 Park Street' }).click();
  await expect(book.getByRole('listitem').filter({ hasText: 'Office' })).toContainText('Default');
  await expect(book.getByRole('listitem').filter({ hasText: 'Home' })).not.toContainText('Default');

  await page.getByRole('button', { name: 'Edit Home: 12 MG Road' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await edit.getByRole('textbox', { name: /^Street address/ }).fill('14 MG Road');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toHaveCount(0);
  await expect(book).toContainText('14 MG Road');
  // The confirmations have gone before the book is looked at (they would cover it in the screenshot).
  await expect(page.getByText(/^(Address saved|Default address changed)$/)).toHaveCount(0, { timeout: 30_000 });
  await checkAtWidths(page, 'address-book');

  await page.getByRole('button', { name: 'Delete Home: 14 MG Road' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(book.getByRole('listitem')).toHaveCount(1);
  expect(await savedAddresses(request, shopper)).toMatchObject([
    { label: 'Office', address: '5 Park Street', isDefault: true },
  ]);

  // Checkout offers the default and fills the form with it.
  await addToCart(page, choice);
  await checkoutFromCart(page);
  const deliverTo = page.getByRole('region', { name: 'Deliver to' });
  await expect(deliverTo).toContainText('OfficeDefaultNandini Rao5 Park Street');
  await expect(page.getByRole('textbox', { name: /^Street address/ })).toHaveValue('5 Park Street');
  await expect(page.getByRole('textbox', { name: /^Town/ })).toHaveValue('Kolkata');
  await expect(page.getByRole('textbox', { name: /^PIN code/ })).toHaveValue('700016');
  await expect(page.getByRole('textbox', { name: /^Landmark/ })).toHaveValue('Park Circus');
  await checkAtWidths(page, 'checkout-saved-address');

  // A new address, saved to the book with the order.
  await deliverTo.getByRole('button', { name: 'Change' }).click();
  await expect(deliverTo.getByRole('listitem').first()).toContainText('Delivering here');
  await checkAtWidths(page, 'checkout-address-cards');
  await deliverTo.getByRole('button', { name: 'Deliver to a new address' }).click();
  await fillBilling(page);
  await page.getByRole('checkbox', { name: 'Save this address to my address book' }).check();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order placed successfully' })).toBeVisible();
  await expect
    .poll(async () => (await savedAddresses(request, shopper)).map((a) => a.address).sort())
    .toEqual(['14, Gomti Nagar Extension', '5 Park Street']);
});
