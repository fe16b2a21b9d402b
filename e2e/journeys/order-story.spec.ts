import { expect, test } from '../journey-test';
import { signInToAdmin, staffToken } from '../admin-steps';
import { createProduct, deliver, placeCodLines, unique } from '../after-delivery-steps';
import { settle, signIn } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// The order tells its whole story: a COD order of two lines, one returned and refunded by UPI payout, the other
// exchanged for another size. The owner's order page and the shopper's show the badges ("Partly refunded",
// "Exchange shipped"), the return and the exchange with their AWBs, and the payout under Payment.

test('an order partly refunded, returned for one line and exchanged for another tells its whole story', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shopper = await signIn(page, request, 'Priya Sharma');
  await signInToAdmin(page, request);
  const staff = await staffToken(page);
  const kurti = await createProduct(request, staff, {
    title: `Story Kurti ${unique()}`,
    category: 'kurti',
    sizes: { M: { price: 899, stock: 4 }, L: { price: 899, stock: 4 } },
  });
  const dupatta = await createProduct(request, staff, {
    title: `Story Dupatta ${unique()}`,
    category: 'kurti',
    sizes: { Free: { price: 900, stock: 4 } },
  });
  const orderId = await placeCodLines(request, shopper, [
    { product: kurti, size: 'M' },
    { product: dupatta, size: 'Free' },
  ]);
  await deliver(request, shopper, orderId);

  const shopperHeaders = { authorization: `Bearer ${shopper.token}` };
  const order = (await (await request.get(`/api/orders/${orderId}`, { headers: shopperHeaders })).json()) as {
    items: { _id: string; size: string }[];
  };
  const lineOf = (size: string) => order.items.find((item) => item.size === size)?._id;
  const ask = async (data: object) => {
    const res = await request.post(`/api/orders/${orderId}/returns`, { headers: shopperHeaders, data });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { _id: string })._id;
  };
  const exchange = await ask({
    orderItemId: lineOf('M'),
    kind: 'exchange',
    quantity: 1,
    exchangeSize: 'L',
    reason: 'too_small',
  });
  const giveBack = await ask({
    orderItemId: lineOf('Free'),
    kind: 'return',
    quantity: 1,
    reason: 'not_as_pictured',
    payout: { kind: 'upi', upiId: 'priya.sharma@okaxis' },
  });
  const staffHeaders = { authorization: `Bearer ${staff}` };
  for (const id of [exchange, giveBack]) {
    for (const [step, data] of [
      ['approve', {}],
      ['picked-up', {}],
      ['receive', { qc: 'accept' }],
    ] as const) {
      const res = await request.post(`/api/admin/returns/${id}/${step}`, { headers: staffHeaders, data });
      expect(res.ok(), `${step}: ${await res.text()}`).toBe(true);
    }
  }

  // The owner's order page: the badges, the return and the exchange with their AWBs and links, the payout.
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: /^Order #/, level: 1 })).toBeVisible();
  const requests = page.getByRole('region', { name: 'Return and exchange requests' });
  await expect(requests.getByRole('listitem')).toHaveCount(2);
  await expect(requests.getByText(/^Exchange shipment AWB: /)).toBeVisible();
  await expect(requests.getByText(/^Return pickup AWB: /)).toHaveCount(2);
  await expect(requests.getByRole('link', { name: 'Open the request' })).toHaveCount(2);
  await expect(page.getByText('Partly refunded').first()).toBeVisible();
  await expect(page.getByText('Exchange shipped').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Payment' }).getByText('Paid back to pr**********@okaxis'),
  ).toBeVisible();
  await checkAtWidths(page, 'order-story-admin');

  // The list finds it by the exchange's AWB and shows the same badges.
  const detail = (await (await request.get(`/api/admin/orders/${orderId}`, { headers: staffHeaders })).json()) as {
    requests: { exchangeAwb: string | null }[];
  };
  const exchangeAwb = detail.requests.find((r) => r.exchangeAwb)?.exchangeAwb ?? '';
  await page.goto(`/admin/orders?q=${exchangeAwb}`);
  await expect(page.getByText('Exchange shipped').first()).toBeVisible();
  await checkAtWidths(page, 'order-story-admin-list');

  // The shopper's order page.
  await page.goto(`/orders/${orderId}`);
  await settle(page);
  const badges = page.getByRole('list', { name: 'About this order' });
  await expect(badges.getByRole('listitem')).toHaveText(['Partly refunded', 'Exchange shipped']);
  await checkAtWidths(page, 'order-story-shopper');
});
