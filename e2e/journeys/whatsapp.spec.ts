import { expect, test, type APIRequestContext } from '../journey-test';
import { withCodConfirmation } from '../admin-steps';
import { addToCart, checkoutFromCart, fillBilling, productInStock } from '../checkout-steps';
import { e164, settle, signIn, type Shopper } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// WhatsApp in the sandbox (docs/decisions/126-whatsapp.md): a shopper ticks "Send my order updates on WhatsApp" at
// checkout and places a COD order; with the owner's COD confirmation on, the confirmation comes as the WhatsApp
// template with its "Confirm order" / "Cancel" buttons (not by SMS); her tap comes back through the signed webhook
// and confirms the order, which is then booked. The setting is turned off again at the end, for the other journeys.

type Message = { messageId: string; template: string; body: string; buttons: { text: string; payload: string }[] };

async function whatsappOutbox(request: APIRequestContext, shopper: Shopper): Promise<Message[]> {
  const res = await request.get(`/api/dev/whatsapp-outbox?phone=${encodeURIComponent(e164(shopper.phone))}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Message[];
}

async function smsBodies(request: APIRequestContext, shopper: Shopper): Promise<string[]> {
  const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(e164(shopper.phone))}`);
  return ((await res.json()) as { body: string }[]).map((sms) => sms.body);
}

test('a COD order confirmed by the WhatsApp quick reply in the sandbox', async ({ page, request }) => {
  test.setTimeout(180_000);
  await withCodConfirmation(page, request, async () => {
    const choice = await productInStock(request, 2);
    const shopper = await signIn(page, request, 'Kavya Menon');
    await addToCart(page, choice);
    await checkoutFromCart(page);
    await fillBilling(page);
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    const optIn = page.getByRole('checkbox', { name: /^Send my order updates on WhatsApp from / });
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await checkAtWidths(page, 'whatsapp-checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order placed successfully' });
    await expect(dialog).toContainText('Your Cash on Delivery order has been placed.');
    const orderLink = dialog.getByRole('link', { name: /View order|Track/ }).first();
    const orderId = /\/orders\/([0-9a-f-]{36})/.exec((await orderLink.getAttribute('href')) ?? '')?.[1] ?? '';
    expect(orderId).not.toBe('');

    // The confirmation came on WhatsApp with its two buttons; no confirmation SMS.
    let message: Message | undefined;
    await expect
      .poll(async () => {
        message = (await whatsappOutbox(request, shopper)).find((m) => m.template === 'cod_confirm_v1');
        return message?.buttons.map((b) => b.text);
      })
      .toEqual(['Confirm order', 'Cancel']);
    expect(message?.body).toMatch(/^Please confirm your cash on delivery order #[0-9A-F]{8}: open /);
    expect((await smsBodies(request, shopper)).filter((body) => body.includes('/c/'))).toEqual([]);

    await page.goto(`/orders/${orderId}`);
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Awaiting your confirmation' })).toBeVisible();

    // Her tap on "Confirm order", delivered through the webhook signed as Meta signs it.
    const tap = await request.post('/api/dev/whatsapp-outbox/reply', {
      data: { messageId: message?.messageId, button: 'Confirm order' },
    });
    expect([tap.status(), await tap.json()]).toEqual([200, { handled: 1 }]);
    await page.reload();
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Awaiting your confirmation' })).toHaveCount(0);
    await checkAtWidths(page, 'whatsapp-confirmed-order');
    await expect
      .poll(async () => {
        const res = await request.get(`/api/orders/${orderId}`, {
          headers: { authorization: `Bearer ${shopper.token}` },
        });
        const order = (await res.json()) as { shipping: { awb: string | null }; codConfirmation?: { state: string } };
        return [order.codConfirmation?.state, order.shipping.awb !== null];
      })
      .toEqual(['confirmed', true]);

    // The owner (signed in by withCodConfirmation, in this browser) sees on her customer page that her updates go
    // by WhatsApp.
    const admin = await page.context().newPage();
    await admin.goto(`/admin/customers/${shopper.userId}`);
    await expect(admin.getByRole('heading', { name: 'Kavya Menon' })).toBeVisible();
    await expect(admin.getByText(/^WhatsApp updates since \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await checkAtWidths(admin, 'whatsapp-customer-page');
    await admin.close();
  });
});
