import {
  AdminCreatedOrder,
  AdminCustomerDetail,
  AdminCustomersResponse,
  AdminProductsResponse,
} from '@vastra/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quoteFixture } from '../../../testing/quote-fixtures';
import { productFixture, productId, rowFixture } from '../products/testing/product-fixtures';
import type { AdminFakeRoutes } from '../testing/admin-fake-api';
import { staffFixture } from '../testing/admin-fixtures';
import { ordersPage } from '../testing/after-sale-fixtures';
import { renderAdmin } from '../testing/render-admin';
import { bengaluru, CREATE, fill, PAGE, placed, SAREE, saree, section, type User } from './new-order-test-kit';

const staff = staffFixture();

const ASHA_ID = '7c0f4a52-3b1e-4e8a-9d2c-5f6a7b8c9d01';
const ORDER_ID = '4f3e2d1c-0b9a-4876-8543-210fedcba987';
const KURTI = productId(1);

const asha = AdminCustomersResponse.parse({
  items: [
    {
      id: ASHA_ID,
      name: 'Asha Verma',
      phone: '+919876543210',
      email: 'asha@example.com',
      orderCount: 2,
      lifetimeValuePaise: 250_000,
      lastOrderAt: '2026-11-20T06:00:00.000Z',
      segments: [],
    },
  ],
  nextCursor: null,
});

const ashaPage = AdminCustomerDetail.parse({
  id: ASHA_ID,
  name: 'Asha Verma',
  phone: '+919876543210',
  email: 'asha@example.com',
  since: '2026-01-10T06:00:00.000Z',
  segments: [],
  tags: [],
  stats: {
    orderCount: 2,
    paidOrderCount: 1,
    codOrderCount: 1,
    lifetimeValuePaise: 250_000,
    averageOrderPaise: 125_000,
    returnCount: 0,
    rtoCount: 0,
    lastOrderAt: '2026-11-20T06:00:00.000Z',
  },
  orders: [],
  rtoOrders: [],
  addresses: [
    {
      id: 'a1',
      label: 'Home',
      name: 'Asha Verma',
      phone: '+919876543210',
      line: '12, MG Road, Bengaluru, Karnataka 560001',
      isDefault: true,
      fields: {
        address: '12, MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        house: 'Flat 4B, Lotus Residency',
        area: 'Shivajinagar',
        landmark: '',
        altPhone: '9812345678',
      },
    },
  ],
  notes: [],
  messages: [],
  whatsapp: { state: 'never', at: null },
});

const kurti = productFixture({
  id: KURTI,
  title: 'Chanderi Kurti',
  status: 'active',
  variants: [
    { size: 'S', pricePaise: 79_900, originalPricePaise: null, stock: 4 },
    { size: 'M', pricePaise: 79_900, originalPricePaise: null, stock: 0 },
    { size: 'L', pricePaise: 84_900, originalPricePaise: null, stock: 2 },
  ],
});

const twoLinesQuote = quoteFixture({
  lines: [
    {
      productId: KURTI,
      size: 'S',
      title: 'Chanderi Kurti',
      quantity: 2,
      unitPrice: 799,
      compareAtPrice: null,
      discount: 0,
      total: 1598,
    },
    {
      productId: SAREE,
      size: 'Free',
      title: 'Banarasi Saree',
      quantity: 1,
      unitPrice: 4500,
      compareAtPrice: null,
      discount: 0,
      total: 4500,
    },
  ],
  subtotal: 6098,
  codFee: 49,
  total: 6147,
});

const created = (overrides: Partial<AdminCreatedOrder> = {}) =>
  AdminCreatedOrder.parse({
    orderId: ORDER_ID,
    ref: '#4F3E2D1C',
    totalPaise: 614_700,
    customerId: ASHA_ID,
    newCustomer: false,
    paymentLink: null,
    ...overrides,
  });

/** Everything the screen reads, and the order's POST answering `create` (201 by default). */
function routes(create: AdminFakeRoutes[string] = [201, created()]): AdminFakeRoutes {
  return {
    'GET /api/admin/customers': (call) => [200, /asha/i.test(call.query.q ?? '') ? asha : { ...asha, items: [] }],
    [`GET /api/admin/customers/${ASHA_ID}`]: [200, ashaPage],
    'GET /api/admin/products': (call) => {
      const rows = [
        rowFixture(1, { title: 'Chanderi Kurti', totalStock: 6, minPricePaise: 79_900, maxPricePaise: 84_900 }),
        rowFixture(2, { title: 'Banarasi Saree', totalStock: 3, minPricePaise: 450_000, maxPricePaise: 450_000 }),
      ].filter((row) => row.title.toLowerCase().includes((call.query.q ?? '').toLowerCase()));
      return [200, AdminProductsResponse.parse({ items: rows, total: rows.length, nextCursor: null })];
    },
    [`GET /api/admin/products/${KURTI}`]: [200, kurti],
    [`GET /api/admin/products/${SAREE}`]: [200, saree],
    'GET /api/shipping/serviceability': (call) =>
      call.query.pincode === '560001' ? [200, bengaluru] : [404, { code: 'not_found', message: 'Unknown PIN' }],
    'POST /api/checkout/quote': (call) => {
      const items = (call.body as { items: unknown[] }).items;
      return [200, items.length === 2 ? twoLinesQuote : quoteFixture()];
    },
    [CREATE]: create,
    [`GET /api/admin/orders/${ORDER_ID}`]: [404, { code: 'not_found', message: 'Order not found' }],
  };
}

/** Searches "asha" and picks her. */
async function pickAsha(user: User) {
  await user.type(await screen.findByRole('searchbox', { name: 'Find a customer' }), 'asha{Enter}');
  const results = await screen.findByRole('list', { name: 'Customers found' });
  await user.click(within(results).getByRole('button', { name: /Asha Verma/ }));
}

/** Finds `product`, picks `size` and the quantity (pressing + from 1), and adds the line; `sizesShown` checks first. */
async function addLine(user: User, product: string, size: string, quantity = 1, sizesShown?: () => void) {
  const search = screen.getByRole('searchbox', { name: 'Find a product' });
  await user.clear(search);
  await user.type(search, `${product}{Enter}`);
  const results = await screen.findByRole('list', { name: 'Products found' });
  await user.click(within(results).getByRole('button', { name: new RegExp(product) }));
  const sizeRadio = await screen.findByRole('radio', { name: size });
  sizesShown?.();
  await user.click(sizeRadio);
  for (let n = 1; n < quantity; n += 1) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await user.click(screen.getByRole('button', { name: 'Add to order' }));
}

/** A new customer in Bengaluru: name, phone, email and the address, the PIN filling City and State. */
async function typeNewCustomer(user: User) {
  await user.click(await screen.findByRole('button', { name: 'New customer' }));
  await fill(user, /^Full name/, 'Meena Iyer');
  await fill(user, /^Phone/, '+91 98450 12345');
  await fill(user, /^Email address/, 'meena@example.com');
  await fill(user, /^Street address/, '4th Cross, Residency Road');
  await fill(user, /^PIN code/, '560001');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Karnataka'));
}

describe('New order (taken by phone)', { timeout: 30_000 }, () => {
  it('is opened from the orders list', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/orders', {
      staff,
      routes: { ...routes(), 'GET /api/admin/orders': [200, ordersPage([])] },
    });
    await user.click(await screen.findByRole('link', { name: 'New order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New order' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGE);
    // COD is chosen to begin with (new-order-link.test.tsx has the link); no State is chosen before the PIN says it.
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('');
  });

  it("fills her name, phone and email from the search, and a saved address's parts", async () => {
    const user = userEvent.setup();
    renderAdmin(PAGE, { staff, routes: routes() });
    await pickAsha(user);
    expect(screen.getByText('Existing customer: Asha Verma')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Asha Verma');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('9876543210');
    expect(screen.getByRole('textbox', { name: /^Email address/ })).toHaveValue('asha@example.com');

    const saved = within(await screen.findByRole('list', { name: 'Her saved addresses' }));
    expect(saved.getByText('12, MG Road, Bengaluru, Karnataka 560001')).toBeInTheDocument();
    await user.click(saved.getByRole('button', { name: 'Use this address' }));
    expect(screen.getByRole('textbox', { name: /^Street address/ })).toHaveValue('12, MG Road');
    expect(screen.getByRole('textbox', { name: /^Town \/ City/ })).toHaveValue('Bengaluru');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Karnataka');
    expect(screen.getByRole('textbox', { name: /^PIN code/ })).toHaveValue('560001');
    // Her details too, from the address's own fields.
    expect(screen.getByRole('textbox', { name: /^Flat, house no/ })).toHaveValue('Flat 4B, Lotus Residency');
    expect(screen.getByRole('textbox', { name: /^Area, locality/ })).toHaveValue('Shivajinagar');
  });

  it('adds two lines, shows the quoted total, places the order with its key and opens it', async () => {
    const user = userEvent.setup();
    const { api, router } = renderAdmin(PAGE, { staff, routes: routes() });
    await pickAsha(user);
    await user.click(await screen.findByRole('button', { name: 'Use this address' }));
    await fill(user, /^Landmark/, 'Opposite the metro');

    await addLine(user, 'Chanderi', 'S', 2, () => {
      // Each size shows its price and stock; one without any cannot be picked.
      expect(screen.getByRole('radio', { name: 'S' })).toHaveAccessibleDescription('₹799.00 · 4 in stock');
      expect(screen.getByRole('radio', { name: 'M' })).toBeDisabled();
      expect(screen.getByRole('radio', { name: 'M' })).toHaveAccessibleDescription('₹799.00 · Out of stock');
    });
    await addLine(user, 'Banarasi', 'Free');
    const lines = within(screen.getByRole('list', { name: 'Items in this order' }));
    expect(lines.getAllByRole('listitem').map((line) => line.getAttribute('aria-label'))).toEqual([
      'Chanderi Kurti (S)',
      'Banarasi Saree (Free)',
    ]);

    const total = section('Total');
    expect(await total.findByText('₹6,147.00')).toBeInTheDocument();
    expect(total.getByText('Cash on delivery fee').nextElementSibling).toHaveTextContent('₹49.00');
    const quoted = api.callsTo('POST /api/checkout/quote').at(-1);
    expect(quoted?.body).toMatchObject({ paymentMode: 'cod', state: 'Karnataka' });

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order #4F3E2D1C placed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/orders/${ORDER_ID}`));
    const [post] = placed(api.calls);
    expect(placed(api.calls)).toHaveLength(1);
    expect(post?.body).toEqual({
      customerId: ASHA_ID,
      customerInfo: {
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '9876543210',
        address: '12, MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        notes: '',
        house: 'Flat 4B, Lotus Residency',
        area: 'Shivajinagar',
        landmark: 'Opposite the metro',
        altPhone: '9812345678',
      },
      items: [
        { productId: KURTI, size: 'S', quantity: 2 },
        { productId: SAREE, size: 'Free', quantity: 1 },
      ],
      payment: 'cod',
      // Her texts in English unless staff choose otherwise (docs/decisions/145-order-texts-in-hindi.md).
      language: 'en',
    });
    expect(post?.idempotencyKey).toMatch(/^[\w-]{16,}$/);
    expect(post?.staffHeader).toBe('1');
  });

  it('shows a line short of stock at it; the same order keeps its key, a changed one gets a new key', async () => {
    const user = userEvent.setup();
    let answer: readonly [number, unknown] = [
      409,
      {
        code: 'out_of_stock',
        message: 'Only 1 left of "Chanderi Kurti" (S).',
        productId: KURTI,
        size: 'S',
        available: 1,
      },
    ];
    const { api, router } = renderAdmin(PAGE, { staff, routes: routes(() => answer) });
    await typeNewCustomer(user);
    await addLine(user, 'Chanderi', 'S', 2);
    await addLine(user, 'Banarasi', 'Free');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const line = within(await screen.findByRole('listitem', { name: 'Chanderi Kurti (S)' }));
    expect(await line.findByRole('alert')).toHaveTextContent('Only 1 left of "Chanderi Kurti" (S).');
    expect(within(screen.getByRole('listitem', { name: 'Banarasi Saree (Free)' })).queryByRole('alert')).toBeNull();
    // What is left bounds the line's quantity now.
    expect(line.getByRole('button', { name: 'Increase quantity of chanderi kurti (s)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placed(api.calls)).toHaveLength(2));
    const [first, again] = placed(api.calls);
    expect(again?.idempotencyKey).toBe(first?.idempotencyKey);

    answer = [201, created({ customerId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', newCustomer: true })];
    await user.click(line.getByRole('button', { name: 'Decrease quantity of chanderi kurti (s)' }));
    expect(line.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/orders/${ORDER_ID}`));
    const last = placed(api.calls).at(-1);
    expect(last?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(last?.body).toMatchObject({ items: [{ productId: KURTI, size: 'S', quantity: 1 }, { quantity: 1 }] });
  });

  it("shows a refused field under it: the State not the PIN's, a 400's message without its path", async () => {
    const user = userEvent.setup();
    let answer: readonly [number, unknown] = [
      422,
      { code: 'unprocessable', message: 'PIN 560001 is in Karnataka, not Kerala', field: 'customerInfo.state' },
    ];
    renderAdmin(PAGE, { staff, routes: routes(() => answer) });
    await typeNewCustomer(user);
    await addLine(user, 'Banarasi', 'Free');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const state = screen.getByRole('combobox', { name: /^State/ });
    await waitFor(() => expect(state).toHaveAccessibleDescription(/PIN 560001 is in Karnataka, not Kerala/));
    expect(state).toHaveAttribute('aria-invalid', 'true');

    answer = [
      400,
      { code: 'bad_request', message: 'customerInfo.email: Please enter a valid email', field: 'customerInfo.email' },
    ];
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const email = screen.getByRole('textbox', { name: /^Email address/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email'));
  });

  it('sends a new customer with no account picked, and says what is missing before sending', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin(PAGE, {
      staff,
      routes: routes([201, created({ customerId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', newCustomer: true })]),
    });
    // A customer picked and then replaced by a new one: the order is not hers.
    await pickAsha(user);
    await typeNewCustomer(user);
    expect(screen.getByRole('textbox', { name: /^Town \/ City/ })).toHaveValue('Bengaluru');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await section('Items').findByText('Add at least one item to the order.')).toBeInTheDocument();
    expect(placed(api.calls)).toHaveLength(0);

    await addLine(user, 'Banarasi', 'Free');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order #4F3E2D1C placed')).toBeInTheDocument();
    expect(placed(api.calls)[0]?.body).toMatchObject({
      customerId: null,
      customerInfo: {
        name: 'Meena Iyer',
        phone: '9845012345',
        email: 'meena@example.com',
        address: '4th Cross, Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
      items: [{ productId: SAREE, size: 'Free', quantity: 1 }],
      payment: 'cod',
    });
  });
});
