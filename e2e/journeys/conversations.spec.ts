import { expect, test, type APIRequestContext } from '../journey-test';
import { placeCodOrder, signInToAdmin } from '../admin-steps';
import { productInStock } from '../checkout-steps';
import { e164, settle, signIn, type Shopper } from '../fixtures';
import { checkAtWidths } from '../page-checks';

// Conversations (docs/decisions/127-conversations.md): a signed-in shopper writes on /contact about her order; the
// owner opens it, sees the order it names, saves a reply for next time, inserts it and replies by SMS; the SMS
// carries the conversation's link; she opens it signed out of nothing, reads the reply and answers; the owner
// sees her answer in the thread, the message unread again.

async function newestSms(request: APIRequestContext, shopper: Shopper): Promise<string> {
  const res = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(e164(shopper.phone))}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { body: string }[])[0]?.body ?? '';
}

test('the owner replies to her message by SMS and sees the thread; she answers on its page', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now() % 1_000_000);
  const shopper = await signIn(page, request, 'Asha Conversation');
  const { product, size } = await productInStock(request, 3);
  const orderId = await placeCodOrder(request, shopper, { product, size, price: product.pricesBySize[size] ?? 1 });
  const ref = `#${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const question = `Is my order ${ref} on its way? (${stamp})`;
  const savedTitle = `On its way ${stamp}`;

  await test.step('she writes on /contact, signed in', async () => {
    await page.goto('/contact');
    await settle(page);
    await page.getByRole('textbox', { name: /^Name/ }).fill(shopper.fullName);
    await page.getByRole('textbox', { name: /^Email/ }).fill(`asha.${stamp}@example.com`);
    await page.getByRole('textbox', { name: /^Message/ }).fill(question);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅ Message sent successfully!' })).toBeVisible();
  });

  await signInToAdmin(page, request);
  const detail = page.getByRole('article', { name: shopper.fullName });

  await test.step('the owner sees the order it names, saves a reply, inserts it and sends it by SMS', async () => {
    await page.goto('/admin/messages');
    await page
      .getByRole('list', { name: 'Messages' })
      .getByRole('button', { name: new RegExp(stamp) })
      .click();
    await expect(detail).toContainText(question);
    await expect(detail.getByRole('link', { name: ref })).toHaveAttribute('href', `/admin/orders/${orderId}`);
    await expect(detail.getByText('No replies yet.')).toBeVisible();
    await expect(detail.getByRole('radio', { name: 'SMS' })).toBeChecked();

    await detail.getByText(/^Saved replies/).click();
    await detail.getByRole('textbox', { name: 'Title' }).fill(savedTitle);
    await detail.getByRole('textbox', { name: /^Text/ }).fill('Hi {name}, it left our Jaipur studio today.');
    await detail.getByRole('button', { name: 'Save reply' }).click();
    await expect(page.getByText('Saved reply added')).toBeVisible();

    await detail.getByRole('combobox', { name: 'Insert a saved reply' }).selectOption({ label: savedTitle });
    const text = detail.getByRole('textbox', { name: /^Your reply/ });
    await expect(text).toHaveValue('Hi Asha, it left our Jaipur studio today.');
    await checkAtWidths(page, 'conversation-admin');
    await detail.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent by SMS')).toBeVisible();
    const thread = detail.getByRole('list', { name: 'Conversation' });
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    await expect(thread).toContainText(/replied · SMS · .+ · Sent/);
    await expect(thread).toContainText('Hi Asha, it left our Jaipur studio today.');
    await expect(detail.getByText(/^Handled by /)).toBeVisible();
  });

  let link = '';
  await test.step('her SMS carries the link; the page shows the reply and takes her answer', async () => {
    const sms = await newestSms(request, shopper);
    expect(sms).toMatch(/^We have replied to your message to Vastra\. Read it and answer at \S+\/m\/\S+ - Vastra$/);
    link = new URL(/(\S+\/m\/\S+)/.exec(sms)?.[1] ?? '').pathname;
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your conversation with Vastra' })).toBeVisible();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem')).toHaveCount(2);
    await expect(messages.getByRole('listitem').nth(0)).toContainText(question);
    await expect(messages.getByRole('listitem').nth(1)).toContainText('Hi Asha, it left our Jaipur studio today.');
    await checkAtWidths(page, 'conversation-page');
    await page.getByRole('textbox', { name: 'Your answer' }).fill(`Thank you! (${stamp})`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message was sent. We will reply soon.')).toBeVisible();
    await expect(messages.getByRole('listitem')).toHaveCount(3);
  });

  await test.step('the owner finds it unread again with her answer in the thread', async () => {
    await page.goto('/admin/messages');
    await page
      .getByRole('group', { name: 'Show messages' })
      .getByRole('button', { name: /^Unread/ })
      .click();
    await page
      .getByRole('list', { name: 'Messages' })
      .getByRole('button', { name: new RegExp(`^Unread: ${shopper.fullName}.*${stamp}`) })
      .click();
    const thread = detail.getByRole('list', { name: 'Conversation' });
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    await expect(thread.getByRole('listitem').nth(1)).toContainText(/^She answered · conversation page · /);
    await expect(thread.getByRole('listitem').nth(1)).toContainText(`Thank you! (${stamp})`);
  });
});
