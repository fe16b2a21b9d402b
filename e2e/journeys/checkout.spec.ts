import { expect, test, type APIRequestContext } from '../journey-test';
import { addToCart, checkoutFromCart, fillBilling, payByCard, productInStock } from '../checkout-steps';
import { ORDER_ID, settle, signIn, type Shopper } from '../fixtures';
import { expectNoSeriousAxeViolations } from '../page-checks';

// Checkout journeys against the sandbox card gateway and the shipping simulator
// (docs/rules/third-parties.md#ports): card success, decline and dismissal, cash on delivery, and Buy Now leaving the
// cart alone.

async function myOrders(request: APIRequestContext, shopper: Shopper) {
  const res = await request.get('/api/orders/my', { headers: { authorization: `Bearer ${shopper.token}` } });
  return (await res.json()) as { _id: string; paymentMode: string; shipping: { awb: string | null } }[];
}

test('card: sandbox payment → success dialog → My Orders → order details with tracking', async ({ page, request }) => {
  const choice = await productInStock(request, 0);
  await signIn(page, request);
  await addToCart(page, choice);
  await checkoutFromCart(page);
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Asha');
  await fillBilling(page);
  await expectNoSeriousAxeViolations(page);

  await payByCard(page, '4111 1111 1111 1111');
  const dialog = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(dialog).toContainText('Your payment was successful and order is placed.');
  // The dialog reads the short form (#XXXXXXXX); the whole id is in its tracking link.
  const orderId =
    ORDER_ID.exec((await dialog.getByRole('link', { name: 'Track this order' }).getAttribute('href')) ?? '')?.[0] ?? '';
  expect(orderId).not.toBe('');
  // docs/rules/checkout.md#behaviour: checkout from the cart clears it.
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: 'View order' })).toBeVisible();

  // My Orders from the navbar, collapsed behind its toggle on a phone.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Order', exact: true }).click();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^View details/ }) })
    .first();
  await expect(card).toContainText(choice.product.title);
  await expectNoSeriousAxeViolations(page);
  await card.getByRole('link', { name: /^View details/ }).click();
  await expect(page).toHaveURL(`/orders/${orderId}`);
  const tracking = page.getByRole('region', { name: 'Tracking' });
  await expect(tracking.getByText('AWB', { exact: true })).toBeVisible();
  await expect(tracking.getByRole('list', { name: 'Tracking timeline' })).toContainText('Ordered');
  await expect(page.getByRole('region', { name: 'Order Info' })).toContainText('Paid by Card');
  await expectNoSeriousAxeViolations(page);
});

test('card: a declined card and a dismissed window go back to idle, and nothing is ordered', async ({
  page,
  request,
}) => {
  const choice = await productInStock(request, 1);
  const shopper = await signIn(page, request);
  await addToCart(page, choice);
  await checkoutFromCart(page);
  await fillBilling(page);

  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toBeVisible();
  // The window stays open after a decline (payment.spec.ts retries there); the shopper closes it.
  await page.getByRole('button', { name: 'Close payment window' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Close payment window' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  expect(await myOrders(request, shopper)).toEqual([]);
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
});

test('cash on delivery: placed, booked, and the cart cleared', async ({ page, request }) => {
  const choice = await productInStock(request, 2);
  const shopper = await signIn(page, request);
  await addToCart(page, choice);
  await checkoutFromCart(page);
  await fillBilling(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order placed successfully' });
  await expect(dialog).toContainText('Your Cash on Delivery order has been placed.');
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await dialog.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL('/shop');
  const [order] = await myOrders(request, shopper);
  expect(order?.paymentMode).toBe('cod');
  expect(order?.shipping.awb).toBeTruthy();
});

test('Buy Now checks out the one product and leaves the cart untouched', async ({ page, request }) => {
  const inCart = await productInStock(request, 3);
  const bought = await productInStock(request, 4);
  const shopper = await signIn(page, request);
  await addToCart(page, inCart);

  await page.goto(`/product/${bought.product._id}`);
  await settle(page);
  await page.getByRole('button', { name: `Size ${bought.size}`, exact: true }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL('/checkout');
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText(bought.product.title);
  await expect(summary).not.toContainText(inCart.product.title);
  await fillBilling(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order placed successfully' })).toBeVisible();

  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${shopper.token}` } });
  const { cart } = (await me.json()) as { cart: { id: string }[] };
  expect(cart.map((line) => line.id)).toEqual([inCart.product._id]);
});
