import { expect, test, type Page } from '../journey-test';
import { signInToAdmin } from '../admin-steps';
import { productInStock } from '../checkout-steps';
import { settle } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Orders taken by phone (docs/decisions/132-phone-orders.md): the owner opens Orders → New order, types a new
// customer and her Bengaluru address (the PIN fills City and State), adds a product in stock, sees the server's total
// and places a cash-on-delivery order, then lands on the order's page with her name and who took it. Or she sends a
// payment link (docs/decisions/133-payment-links.md), which the customer pays on the gateway's page (the sandbox's
// here): the order is placed then, with who took it.

/** A new customer no earlier run has used: 9 and the clock's last nine digits make her mobile. */
function newCustomer(tag: string) {
  const stamp = Date.now();
  return {
    stamp,
    phone: `9${String(stamp).slice(-9)}`,
    name: `Kavya ${tag} ${stamp.toString(36)}`,
  };
}

/** Orders → New order; a new customer, her Bengaluru address (the PIN fills City and State), one product. */
async function newOrderFor(
  page: Page,
  customer: ReturnType<typeof newCustomer>,
  { product, size }: Awaited<ReturnType<typeof productInStock>>,
) {
  await test.step('Orders → New order', async () => {
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: 'New order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    await settle(page);
  });

  await test.step('a new customer, her Bengaluru address (the PIN fills City and State), one product', async () => {
    await page.getByRole('button', { name: 'New customer' }).click();
    await page.getByRole('textbox', { name: /^Full name/ }).fill(customer.name);
    await page.getByRole('textbox', { name: /^Phone/ }).fill(customer.phone);
    await page.getByRole('textbox', { name: /^Email address/ }).fill(`kavya.${customer.stamp}@example.com`);
    await page.getByRole('textbox', { name: /^Street address/ }).fill('21 MG Road');
    await page.getByRole('textbox', { name: /^PIN code/ }).fill('560001');
    await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('Karnataka');
    // The PIN directory's name for the city (Bangalore or Bengaluru).
    await expect(page.getByRole('textbox', { name: /^Town \/ City/ })).toHaveValue(/^(Bengaluru|Bangalore)$/);

    await page.getByRole('searchbox', { name: 'Find a product' }).fill(product.title);
    await page.getByRole('searchbox', { name: 'Find a product' }).press('Enter');
    await page
      .getByRole('list', { name: 'Products found' })
      .getByRole('button', { name: product.title })
      .first()
      .click();
    await page.getByRole('radio', { name: size, exact: true }).check();
    await page.getByRole('button', { name: 'Add to order' }).click();
    await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  });
}

const total = (page: Page) => page.getByRole('region', { name: 'Total' }).getByRole('definition').last();

test('the owner takes a COD order by phone for a new customer and lands on the order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = newCustomer('Phone');
  const wanted = await productInStock(request, 6);
  await signInToAdmin(page, request);
  await newOrderFor(page, customer, wanted);
  await expect(total(page)).toHaveText(/^₹[\d,]+\.\d\d$/);
  // She speaks Hindi: her order's texts go in Hindi (docs/decisions/145-order-texts-in-hindi.md).
  await page.getByRole('combobox', { name: /^Her order texts in/ }).selectOption('hi');
  await checkAtWidths(page, 'phone-order');

  await test.step('Place order: the order page shows her and who took it', async () => {
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/^Order #[0-9A-F]{8} placed$/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    const shown = page.getByRole('region', { name: 'Customer and address' });
    await expect(shown.getByRole('link', { name: customer.name })).toBeVisible();
    await expect(shown).toContainText(customer.phone.slice(-4));
    await expect(page.getByText(/^Taken by phone by /)).toBeVisible();
    await expect(shown).toContainText('Her order texts go in Hindi (हिन्दी)');
    await checkAtWidths(page, 'phone-order-placed');
  });

  await test.step('her placed text is in Hindi', async () => {
    const outbox = `/api/dev/sms-outbox?phone=${encodeURIComponent(`+91${customer.phone}`)}`;
    const texts = async () => ((await (await request.get(outbox)).json()) as { body: string }[]).map((m) => m.body);
    await expect.poll(texts).toContainEqual(expect.stringMatching(/^धन्यवाद! आपका ऑर्डर #[0-9A-F]{8} \(₹/));
  });
});

test('a phone order paid by its link: placed when she pays, with who took it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = newCustomer('Link');
  const wanted = await productInStock(request, 7);
  await signInToAdmin(page, request);
  await newOrderFor(page, customer, wanted);

  let url = '';
  await test.step('a payment link: priced online (no COD fee), made, shown to send her', async () => {
    await page.getByRole('radio', { name: 'Payment link (UPI or card)' }).check();
    await expect(page.getByRole('region', { name: 'Total' })).not.toContainText('Cash on delivery fee');
    await expect(total(page)).toHaveText(/^₹[\d,]+\.\d\d$/);
    const amount = (await total(page).textContent()) ?? '';
    await page.getByRole('button', { name: 'Make payment link' }).click();
    await expect(page.getByRole('heading', { name: 'Payment link ready' })).toBeFocused();
    await expect(page.getByText(`Payment link made for ${amount}`)).toBeVisible();
    const link = page.getByRole('link', { name: /\/api\/payment\/sandbox\/link\/plink_/ });
    url = (await link.getAttribute('href')) ?? '';
    const waText = encodeURIComponent(`Pay for your order: ${url}`);
    await expect(page.getByRole('link', { name: /^Send on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/91${customer.phone}?text=${waText}`,
    );
    await checkAtWidths(page, 'phone-order-link');
  });

  await test.step('she opens the link and pays by UPI: the page says her order is placed', async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Sandbox payment link' })).toBeVisible();
    await checkAtWidths(page, 'sandbox-payment-link');
    await page.getByRole('button', { name: 'Pay by UPI' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Paid. Thank you: your order is placed, and a message with its details is on its way.',
    );
  });

  await test.step('the order is in the back office, prepaid, with who took it', async () => {
    await page.goto(`/admin/orders?q=${customer.phone}`);
    await page
      .getByRole('link', { name: /^#[0-9A-F]{8}$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/^Taken by phone by .+; paid by its payment link$/)).toBeVisible();
  });
});
