import { AdminCreatedOrder, AdminProductsResponse } from '@vastra/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { quoteFixture } from '../../../testing/quote-fixtures';
import { rowFixture } from '../products/testing/product-fixtures';
import type { AdminFakeRoutes } from '../testing/admin-fake-api';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';
import { bengaluru, CREATE, fill, PAGE, placed, SAREE, saree, section, type User } from './new-order-test-kit';

// The New order screen's payment link (new-order-screen.test.tsx has the rest of the screen, cash on delivery).

const QUOTE = 'POST /api/checkout/quote';
const staff = staffFixture();

const MEENA_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const LINK_URL = 'https://rzp.io/i/AbC123xyz';

const sareeLine = {
  productId: SAREE,
  size: 'Free',
  title: 'Banarasi Saree',
  quantity: 1,
  unitPrice: 4500,
  compareAtPrice: null,
  discount: 0,
  total: 4500,
};
/** Cash on delivery adds its fee; prepaid (a link) does not. */
const codQuote = quoteFixture({ lines: [sareeLine], subtotal: 4500, codFee: 49, total: 4549 });
const prepaidQuote = quoteFixture({ lines: [sareeLine], subtotal: 4500, codFee: 0, total: 4500 });

/** A payment link made: no order yet (no id, no ref), the link to send her. */
const linkMade = AdminCreatedOrder.parse({
  orderId: null,
  ref: null,
  totalPaise: 450_000,
  customerId: MEENA_ID,
  newCustomer: true,
  paymentLink: { id: 'plink_Pq7Rs8Tu9', url: LINK_URL, expiresAt: '2026-12-02T09:35:00.000Z' },
});

function routes(): AdminFakeRoutes {
  return {
    'GET /api/admin/customers': [200, { items: [], nextCursor: null }],
    'GET /api/admin/products': [
      200,
      AdminProductsResponse.parse({
        items: [rowFixture(2, { title: 'Banarasi Saree', totalStock: 3, minPricePaise: 450_000 })],
        total: 1,
        nextCursor: null,
      }),
    ],
    [`GET /api/admin/products/${SAREE}`]: [200, saree],
    'GET /api/shipping/serviceability': [200, bengaluru],
    [QUOTE]: (call) => [
      200,
      (call.body as { paymentMode?: string }).paymentMode === 'prepaid' ? prepaidQuote : codQuote,
    ],
    [CREATE]: [201, linkMade],
  };
}

/** Meena, a new customer in Bengaluru, ordering one Banarasi Saree. */
async function typeOrder(user: User) {
  await user.click(await screen.findByRole('button', { name: 'New customer' }));
  await fill(user, /^Full name/, 'Meena Iyer');
  await fill(user, /^Phone/, '+91 98450 12345');
  await fill(user, /^Email address/, 'meena@example.com');
  await fill(user, /^Street address/, '4th Cross, Residency Road');
  await fill(user, /^PIN code/, '560001');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Karnataka'));
  await user.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'Banarasi{Enter}');
  const results = await screen.findByRole('list', { name: 'Products found' });
  await user.click(within(results).getByRole('button', { name: /Banarasi/ }));
  await user.click(await screen.findByRole('radio', { name: 'Free' }));
  await user.click(screen.getByRole('button', { name: 'Add to order' }));
}

/** Chooses the link and makes it: the panel's heading shows. */
async function makeLink(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Payment link (UPI or card)' }));
  await user.click(screen.getByRole('button', { name: 'Make payment link' }));
  return screen.findByRole('heading', { level: 2, name: 'Payment link ready' });
}

describe('New order paid by a payment link', { timeout: 30_000 }, () => {
  it('is offered next to cash on delivery, which stays the choice', async () => {
    renderAdmin(PAGE, { staff, routes: routes() });
    const link = await screen.findByRole('radio', { name: 'Payment link (UPI or card)' });
    expect(link).not.toBeChecked();
    expect(link).toHaveAccessibleDescription(
      'She pays by UPI or card from a link; the order is placed when she pays. ' +
        'Its items are held for her for 24 hours.',
    );
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
  });

  it('prices the order prepaid, makes the link and shows what to send her', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { api, router } = renderAdmin(PAGE, { staff, routes: routes() });
    await typeOrder(user);
    const total = section('Total');
    expect(await total.findByText('₹4,549.00')).toBeInTheDocument();
    expect(total.getByText('Cash on delivery fee')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Payment link (UPI or card)' }));
    await waitFor(() =>
      expect(total.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹4,500.00'),
    );
    expect(total.queryByText('Cash on delivery fee')).toBeNull();
    expect(api.callsTo(QUOTE).at(-1)?.body).toMatchObject({ paymentMode: 'prepaid', state: 'Karnataka' });
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();

    // She speaks Hindi: the texts about the order her payment places are in Hindi.
    const texts = screen.getByRole('combobox', { name: /^Her order texts in/ });
    expect(texts).toHaveValue('en');
    await user.selectOptions(texts, 'हिन्दी');
    const heading = await makeLink(user);
    expect(await screen.findByText('Payment link made for ₹4,500.00')).toBeInTheDocument();
    expect(placed(api.calls)).toHaveLength(1);
    expect(placed(api.calls)[0]?.body).toMatchObject({
      customerId: null,
      customerInfo: { name: 'Meena Iyer', phone: '9845012345' },
      items: [{ productId: SAREE, size: 'Free', quantity: 1 }],
      payment: 'link',
      language: 'hi',
    });
    // No order yet: the screen stays, the form gives way to the panel, its heading focused.
    expect(router.state.location.pathname).toBe(PAGE);
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Make payment link' })).toBeNull();
    const panel = within(screen.getByRole('region', { name: 'Payment link ready' }));
    expect(
      panel.getByText('Send this link to Meena Iyer. The order is placed when she pays ₹4,500.00.'),
    ).toBeInTheDocument();
    const url = panel.getByRole('link', { name: `${LINK_URL} (opens in a new tab)` });
    expect(url).toHaveAttribute('href', LINK_URL);
    expect(url).toHaveAttribute('target', '_blank');
    expect(url.getAttribute('rel')).toContain('noopener');
    const whatsApp = panel.getByRole('link', { name: 'Send on WhatsApp (opens in a new tab)' });
    expect(whatsApp).toHaveAttribute(
      'href',
      'https://wa.me/919845012345?text=Pay%20for%20your%20order%3A%20https%3A%2F%2Frzp.io%2Fi%2FAbC123xyz',
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(
      panel.getByText('The link can be paid until 2 Dec 2026, 3:05 pm; until then its items are held for her.'),
    ).toBeInTheDocument();
    expect(panel.getByRole('link', { name: '← All orders' })).toHaveAttribute('href', '/admin/orders');

    await user.click(panel.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK_URL);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK_URL);
  });

  it('says how to copy the link when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    renderAdmin(PAGE, { staff, routes: routes() });
    await typeOrder(user);
    await makeLink(user);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not copy. Select the link and copy it.');
  });

  it('takes another order on an empty form, a new order with its own key', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin(PAGE, { staff, routes: routes() });
    await typeOrder(user);
    await makeLink(user);
    await user.click(screen.getByRole('button', { name: 'Take another order' }));

    expect(await screen.findByRole('textbox', { name: /^Full name/ })).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Payment link ready' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Street address/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^PIN code/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('');
    expect(section('Items').getByText('No items yet. Find a product above and add it.')).toBeInTheDocument();
    expect(section('Total').getByText('Add an item to see the total.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();

    // The same order again is another one: a new Idempotency-Key.
    await typeOrder(user);
    await makeLink(user);
    const [first, second] = placed(api.calls);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });
});
