import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { ORDER_ID, orderRowFixture, ordersPage } from '../testing/after-sale-fixtures';
import { renderAdmin } from '../testing/render-admin';

const LIST = 'GET /api/admin/orders';
const staff = staffFixture();

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function rowOf(link: HTMLElement) {
  return within(link.closest('tr') as HTMLElement);
}

// The first render of a file loads the back office's screens: on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

describe('orders list', { timeout: 30_000 }, () => {
  it('shows each order: linked short id, IST time, customer, items, rupees, payment, status, shipment', async () => {
    renderAdmin('/admin/orders', {
      staff,
      routes: {
        [LIST]: [
          200,
          ordersPage([
            orderRowFixture(),
            orderRowFixture({
              id: 'o-2',
              shortId: '#22222222',
              paymentMode: 'cod',
              moneyState: 'cod',
              status: 'shipped',
              totalPaise: 99_950,
              itemCount: 1,
              customerName: 'Ravi Kumar',
              city: 'Pune',
              awb: '1234567890123456789',
              courier: 'Delhivery',
            }),
          ]),
        ],
      },
    });
    const table = within(await screen.findByTestId('order-table'));
    const first = table.getByRole('link', { name: '#11111111' });
    expect(first).toHaveAttribute('href', `/admin/orders/${ORDER_ID}`);
    const row = rowOf(first);
    // The time may wrap to a second line only after the comma, never inside the date or the time.
    expect(row.getByText('23 Nov 2026, 11:45 am').textContent).toMatch(/^23\u00a0Nov\u00a02026, 11:45\s?am$/);
    expect(row.getByText('Asha Verma')).toBeInTheDocument();
    expect(row.getByText('Jaipur')).toBeInTheDocument();
    expect(row.getByText('₹2,499.00')).toBeInTheDocument();
    expect(row.getByText('Prepaid')).toBeInTheDocument();
    expect(row.getByText('Paid')).toBeInTheDocument();
    expect(row.getByText('Placed')).toBeInTheDocument();
    expect(row.getByText('Not booked')).toBeInTheDocument();

    const second = rowOf(table.getByRole('link', { name: '#22222222' }));
    expect(second.getByText('₹999.50')).toBeInTheDocument();
    expect(second.getByText('COD')).toBeInTheDocument();
    expect(second.getByText('Shipped')).toBeInTheDocument();
    expect(second.getByText('1234567890123456789')).toHaveClass('break-all');
    expect(second.getByText('Delhivery')).toBeInTheDocument();

    // Below md the same orders are cards.
    const cards = within(screen.getByTestId('order-cards'));
    expect(cards.getAllByRole('link').map((link) => link.textContent)).toEqual(['#11111111', '#22222222']);
    expect(cards.getByText('2 items')).toBeInTheDocument();
    expect(cards.getByText('1 item')).toBeInTheDocument();
  });

  it('filters failed deliveries and shows their badge', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, router } = renderAdmin('/admin/orders', {
      staff,
      routes: {
        [LIST]: [
          200,
          ordersPage([orderRowFixture({ status: 'shipped', ndrState: 'open', badges: ['failed_delivery'] })]),
        ],
      },
    });
    await screen.findByTestId('order-table');
    await user.selectOptions(screen.getByLabelText('Delivery'), 'failed');
    expect(router.state.location.search).toBe('?delivery=failed');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toEqual({ delivery: 'failed' }));
    expect(within(screen.getByTestId('order-table')).getByText('Failed delivery')).toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the API with them', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, router } = renderAdmin('/admin/orders?status=placed&booked=unbooked', {
      staff,
      routes: { [LIST]: [200, ordersPage([orderRowFixture()])] },
    });
    await screen.findByTestId('order-table');
    expect(screen.getByLabelText('Status')).toHaveValue('placed');
    expect(screen.getByLabelText('Booking')).toHaveValue('unbooked');
    expect(api.callsTo(LIST)[0]?.query).toEqual({ status: 'placed', booked: 'unbooked' });

    await user.selectOptions(screen.getByLabelText('Payment'), 'cod');
    expect(router.state.location.search).toBe('?status=placed&payment=cod&booked=unbooked');
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toEqual({ status: 'placed', payment: 'cod', booked: 'unbooked' }),
    );

    const from = screen.getByLabelText('From (IST)');
    await user.type(from, '2026-11-01');
    await user.type(screen.getByLabelText('To (IST)'), '2026-11-23');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=placed&payment=cod&booked=unbooked&from=2026-11-01&to=2026-11-23',
      ),
    );

    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveAttribute('placeholder', 'Order id, phone, name or AWB');
    await user.type(search, '98765{Enter}');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.q).toBe('98765'));
    expect(api.callsTo(LIST).at(-1)?.query).toEqual({
      q: '98765',
      status: 'placed',
      payment: 'cod',
      booked: 'unbooked',
      from: '2026-11-01',
      to: '2026-11-23',
    });
    expect(router.state.location.search).toBe(
      '?q=98765&status=placed&payment=cod&booked=unbooked&from=2026-11-01&to=2026-11-23',
    );
  });

  it('folds the filters behind "Filters" on a phone, saying how many are set', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/orders?status=placed&booked=unbooked&q=asha', {
      staff,
      routes: { [LIST]: [200, ordersPage([orderRowFixture()])] },
    });
    // The search stays out; the two set filters (not the search) are counted on the button.
    const button = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toBeInTheDocument();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByLabelText('Status'));
    // Folded is `hidden` below 768 px (the cards' width) and laid out in the grid from there (md:contents).
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden', 'md:contents');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    expect(button).toHaveClass('md:hidden');
  });

  it('ignores filters the API would refuse, and offers to clear filters that match nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, router } = renderAdmin('/admin/orders?status=lost&payment=cod&from=yesterday', {
      staff,
      routes: { [LIST]: [200, ordersPage([])] },
    });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(api.callsTo(LIST)[0]?.query).toEqual({ payment: 'cod' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it('loads the next page with the cursor and the same filters', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin('/admin/orders?payment=prepaid', {
      staff,
      routes: {
        [LIST]: (call) =>
          call.query.cursor === 'c2'
            ? [200, ordersPage([orderRowFixture({ id: 'o-3', shortId: '#33333333' })])]
            : [200, ordersPage([orderRowFixture()], 'c2')],
      },
    });
    await screen.findByTestId('order-table');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const table = within(screen.getByTestId('order-table'));
    expect(await table.findByRole('link', { name: '#33333333' })).toBeInTheDocument();
    expect(table.getAllByRole('link').map((link) => link.textContent)).toEqual(['#11111111', '#33333333']);
    expect(api.callsTo(LIST).at(-1)?.query).toEqual({ payment: 'prepaid', cursor: 'c2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    renderAdmin('/admin/orders', {
      staff,
      routes: { [LIST]: [400, { message: 'The start date must be on or before the end date', code: 'validation' }] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The orders could not be loaded: The start date must be on or before the end date',
    );
  });

  it('downloads the CSV of the same filters with the staff token, named as the server says', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/orders?status=delivered&q=asha', {
      staff,
      routes: { [LIST]: [200, ordersPage([orderRowFixture()])] },
    });
    await screen.findByTestId('order-table');
    const fake = globalThis.fetch;
    const csvCalls: { url: string; authorization: string | null; staffHeader: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (!url.startsWith('/api/admin/orders.csv')) return fake(input, init);
        const headers = new Headers(init?.headers);
        csvCalls.push({ url, authorization: headers.get('authorization'), staffHeader: headers.get('x-vastra-admin') });
        return new Response('id,total\n#11111111,2499\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="orders-2026-11-26.csv"',
          },
        });
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:orders');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:orders', download: 'orders-2026-11-26.csv' }]));
    expect(csvCalls).toEqual([
      { url: '/api/admin/orders.csv?q=asha&status=delivered', authorization: null, staffHeader: '1' },
    ]);
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('id,total\n#11111111,2499\n');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:orders');
  });

  it('says so when the CSV cannot be downloaded', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/orders', {
      staff,
      routes: {
        [LIST]: [200, ordersPage([orderRowFixture()])],
        'GET /api/admin/orders.csv': [500, { message: 'Something broke', code: 'internal' }],
      },
    });
    await screen.findByTestId('order-table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CSV could not be downloaded: Something broke');
  });

  it('offers the per-line export of the filtered orders, and says so when it cannot be downloaded', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin('/admin/orders?status=delivered', {
      staff,
      routes: {
        [LIST]: [200, ordersPage([orderRowFixture()])],
        'GET /api/admin/order-lines.csv': [500, { message: 'Something broke', code: 'internal' }],
      },
    });
    await screen.findByTestId('order-table');
    await user.click(screen.getByRole('button', { name: 'Export lines with GST (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CSV could not be downloaded: Something broke');
    expect(api.callsTo('GET /api/admin/order-lines.csv').map((c) => c.query)).toEqual([{ status: 'delivered' }]);
  });
});
