import { expect, test } from '../journey-test';
import { placeCodOrder, signInToAdmin } from '../admin-steps';
import { productInStock } from '../checkout-steps';
import { signIn } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Owner alerts (docs/decisions/131-owner-alerts.md): the owner chooses her alerts on the Alerts page — every kind,
// by email and as browser notifications — and, with the back office open, a shopper's new order shows as a
// notification within the poll and in the page's recent alerts, linking to the order. Texts to the owner's phone
// are left out here: the sign-in codes of the other journeys go to that phone (the API tests cover the texts).

declare global {
  interface Window {
    shown?: { title: string; body: string; tag: string }[];
  }
}

test('the owner chooses her alerts and sees a new order as a browser notification', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The browser's notifications as the page's scripts see them, recorded: allowed, each one kept.
  await page.addInitScript(() => {
    window.shown = [];
    class Recorded {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(title: string, options: { body?: string; tag?: string } = {}) {
        window.shown?.push({ title, body: options.body ?? '', tag: options.tag ?? '' });
      }
      addEventListener() {}
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
  });
  // The page's timers on a clock the test moves: the minute between two polls passes at once.
  await page.clock.install();

  const shopper = await signIn(page, request, 'Asha Alerts');
  const { product, size } = await productInStock(request, 3);
  await signInToAdmin(page, request);

  await test.step('she chooses every kind, by email and in this browser', async () => {
    await page.goto('/admin/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Alerts' });
    for (const kind of ['New order', 'Low stock', 'Failed delivery']) {
      await expect(form.getByRole('checkbox', { name: kind })).toBeChecked();
    }
    await form.getByRole('checkbox', { name: 'Email' }).check();
    await form.getByRole('textbox', { name: 'Email for alerts' }).fill('meera.owner@example.in');
    await expect(form.getByRole('checkbox', { name: 'Browser notifications' })).toBeChecked();
    await form.getByRole('button', { name: 'Save alert settings' }).click();
    await expect(page.getByText('Alert settings saved.')).toBeVisible();
    await checkAtWidths(page, 'owner-alerts');
  });

  let orderId = '';
  await test.step('a new order shows as a notification at the next poll, and in the recent alerts', async () => {
    // On the dashboard only the poll asks for alerts; its first answer only notes the newest: wait for it.
    const firstPoll = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/alerts');
    await page.goto('/admin');
    await firstPoll;
    orderId = await placeCodOrder(request, shopper, { product, size, price: product.pricesBySize[size] ?? 1 });
    const ref = `#${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    await page.clock.fastForward('01:05');
    await expect
      .poll(() => page.evaluate(() => window.shown ?? []))
      .toContainEqual(expect.objectContaining({ title: `New order ${ref}` }));
    const shown = await page.evaluate(() => window.shown ?? []);
    expect(shown.filter((n) => n.title === `New order ${ref}`)).toHaveLength(1);
    expect(shown.find((n) => n.title === `New order ${ref}`)?.body).toMatch(/^₹[\d,]+\.\d\d, COD, /);

    await page.goto('/admin/alerts');
    const recent = page.getByRole('list', { name: 'Recent alerts' });
    await expect(recent.getByRole('link', { name: `New order ${ref}` })).toHaveAttribute(
      'href',
      `/admin/orders/${orderId}`,
    );
  });
});
