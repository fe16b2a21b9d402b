import { expect, test } from '../journey-test';
import { placeCodOrder } from '../admin-steps';
import { productInStock } from '../checkout-steps';
import { e164, latestCode, settle, uniquePhone, type Shopper } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Sign in by OTP and the tracking link that needs no password (docs/decisions/111-sign-in-by-otp.md): a shopper sent
// to /login from My Orders gets a code on her phone (read from the development outbox), verifies it, finishes
// signing up since the phone is new, and is back on My Orders; the link in her order's text then opens the parcel's
// status in a fresh, signed-out browser, and a tampered link is the shop's 404. Screenshots go to SHOTS_DIR when set.

test('a shopper signs in with her phone and a code, and her SMS tracking link opens signed out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const digits = uniquePhone();
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await settle(page);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByLabel(/Phone number/).fill(digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(`OTP sent to ${e164(digits)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in with OTP' })).toBeVisible();
  await checkAtWidths(page, 'otp-code');
  await page.getByLabel('OTP').fill(await latestCode(request, digits));
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  // A new phone: the code proved it, so only her details are asked.
  await expect(page.getByRole('heading', { name: 'Finish signing up' })).toBeVisible();
  await checkAtWidths(page, 'otp-finish-signup');
  await page.getByLabel('Full name').fill('Lakshmi Nair');
  await page.getByLabel('Email').fill(`lakshmi.${digits}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('kurti-lover-42');
  await page.getByLabel('Confirm password').fill('kurti-lover-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Signup successful')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);

  // Her order's text carries the tracking link.
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const me = (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    _id: string;
  };
  const shopper: Shopper = { token, phone: digits, userId: me._id, fullName: 'Lakshmi Nair' };
  const { product, size } = await productInStock(request, 3);
  const orderId = await placeCodOrder(request, shopper, { product, size, price: product.pricesBySize[size] ?? 1 });
  const booked = await request.post(`/api/orders/book-shipping/${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { awb } = ((await booked.json()) as { data: { awb: string } }).data;
  for (let i = 0; i < 3; i += 1) expect((await request.post(`/api/dev/shipments/${awb}/advance`)).ok()).toBe(true);
  let link = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(e164(digits))}`);
      const texts = ((await res.json()) as { body: string }[]).map((sms) => sms.body);
      link = texts.map((body) => /\/t\/[\w-]{30}/.exec(body)?.[0] ?? '').find(Boolean) ?? '';
      return link;
    })
    .toMatch(/^\/t\/[\w-]{30}$/);

  // A fresh browser, signed out: the status, the timeline and the items; nothing personal.
  const stranger = await browser.newContext({ reducedMotion: 'reduce' });
  const open = await stranger.newPage();
  await open.goto(link);
  await expect(open).toHaveURL(/\/track\/[\w-]{30}$/);
  await settle(open);
  await expect(open.getByRole('heading', { level: 1 })).toHaveText(/^Order #[0-9A-F]{8}$/);
  await expect(open.getByText('In Transit').first()).toBeVisible();
  await expect(open.getByText(awb)).toBeVisible();
  await expect(open.getByText(product.title)).toBeVisible();
  await expect(open.getByRole('list', { name: 'Tracking timeline' })).toBeVisible();
  for (const secret of ['Lakshmi Nair', digits, '7 Park Street', 'Kolkata']) {
    await expect(open.getByText(secret)).toHaveCount(0);
  }
  await checkAtWidths(open, 'track-link');

  // A tampered token: the shop's 404 page.
  const tampered = link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')).replace('/t/', '/track/');
  await open.goto(tampered);
  await expect(open.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await stranger.close();
});
