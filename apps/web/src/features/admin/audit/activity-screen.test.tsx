import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminApiCall } from '../testing/admin-fake-api';
import { auditEntryFixture, staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';

const owner = staffFixture();
const ORDER = '69167515-0f1e-4c2b-9a8e-7d6c5b4a3f21';
const PRODUCT = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const first = auditEntryFixture();
const second = auditEntryFixture({
  id: 'a2',
  action: 'product.update',
  targetType: 'product',
  targetId: PRODUCT,
  targetLabel: 'Banarasi Silk Saree',
  staffName: 'Ravi Kumar',
  before: { title: 'Banarasi Silk Saree', status: 'draft', pricePaise: 249_900 },
  after: { title: 'Banarasi Silk Saree', status: 'active', pricePaise: 199_900 },
  at: '2026-11-22T18:40:00.000Z',
});
const booked = auditEntryFixture({
  id: 'a4',
  action: 'order.book',
  targetType: 'order',
  targetId: ORDER,
  targetLabel: '#69167515',
  staffName: 'Ravi Kumar',
  before: { moneyState: 'paid' },
  after: { moneyState: 'refunded' },
});
const older = auditEntryFixture({
  id: 'a3',
  action: 'stock.import',
  targetType: 'stock',
  targetId: null,
  staffName: null,
  before: null,
  after: { rows: 12 },
  at: '2026-11-20T03:00:00.000Z',
});
const members = {
  items: [owner, staffFixture({ id: 's-ravi', fullName: 'Ravi Kumar', role: 'manager' })],
};

/** Pages of the log by cursor: the first two entries, then the older one. */
function auditPages(call: AdminApiCall): readonly [number, unknown] {
  return call.query.cursor === 'c2'
    ? [200, { items: [older], nextCursor: null }]
    : [200, { items: [first, second], nextCursor: 'c2' }];
}

const routes = (audit: (call: AdminApiCall) => readonly [number, unknown]) => ({
  'GET /api/admin/audit': audit,
  'GET /api/admin/staff': [200, members] as const,
});

// The first render of a file loads the back office's screens: on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

describe('the activity screen', { timeout: 30_000 }, () => {
  it('lists who did what, in words, to which record and when (IST), newest first; loads more by cursor', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/activity', { staff: owner, routes: routes(auditPages) });
    const log = await screen.findByRole('list', { name: 'Activity' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Meera Owner · Role changed');
    expect(rows[0]).toHaveTextContent('23 Nov 2026, 11:45 am');
    expect(rows[0]).toHaveTextContent('Staff s-ravi');
    expect(rows[1]).toHaveTextContent('Ravi Kumar · Product edited');
    expect(rows[1]).toHaveTextContent('23 Nov 2026, 12:10 am');
    // A product by its title, linked to its page.
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Banarasi Silk Saree' })).toHaveAttribute(
      'href',
      `/admin/products/${PRODUCT}`,
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(within(log).getAllByRole('listitem')[2]).toHaveTextContent('System · Stock imported from CSV');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/audit').map((call) => call.query.cursor ?? null)).toEqual([null, 'c2']);
  });

  it('names an order by its short id, linked; says what changed: "Payment: paid → refunded"', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/activity', {
      staff: owner,
      routes: routes(() => [200, { items: [booked], nextCursor: null }]),
    });
    const row = within(within(await screen.findByRole('list', { name: 'Activity' })).getByRole('listitem'));
    expect(row.getByText(/Order booked with the courier/)).toBeInTheDocument();
    expect(row.getByRole('link', { name: '#69167515' })).toHaveAttribute('href', `/admin/orders/${ORDER}`);
    await user.click(row.getByText('Show 1 change'));
    expect(row.getByRole('term')).toHaveTextContent('Payment');
    expect(row.getByRole('definition')).toHaveTextContent('paid → changed to refunded');
  });

  it('shows only the changed fields, in words, when a row is expanded', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/activity', { staff: owner, routes: routes(auditPages) });
    const row = within(await screen.findByRole('list', { name: 'Activity' })).getAllByRole(
      'listitem',
    )[1] as HTMLElement;
    await user.click(within(row).getByText('Show 2 changes'));
    expect(
      within(row)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Status', 'Price']);
    expect(
      within(row)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['draft →  changed to active', '₹2,499.00 →  changed to ₹1,999.00']);
  });

  it('filters by area, member and days, keeping them in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = renderAdmin('/admin/activity', { staff: owner, routes: routes(auditPages) });
    await screen.findByRole('list', { name: 'Activity' });
    expect(
      within(screen.getByLabelText('Area'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everything', 'Orders', 'Returns', 'Reviews', 'Settings', 'Messages', 'Staff', 'Catalogue']);
    await user.selectOptions(screen.getByLabelText('Area'), 'orders');
    await screen.findByRole('option', { name: 'Ravi Kumar' });
    await user.selectOptions(screen.getByLabelText('Member'), 's-ravi');
    await user.type(screen.getByLabelText('From (IST)'), '2026-11-01');
    await user.type(screen.getByLabelText('To (IST)'), '2026-11-23');
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/audit').at(-1)?.query).toEqual({
        area: 'orders',
        staffId: 's-ravi',
        from: '2026-11-01',
        to: '2026-11-23',
      }),
    );
    expect(router.state.location.search).toBe('?area=orders&staffId=s-ravi&from=2026-11-01&to=2026-11-23');
  });

  it('says so when there is nothing yet', async () => {
    renderAdmin('/admin/activity', {
      staff: owner,
      routes: routes(() => [200, { items: [], nextCursor: null }]),
    });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });
});
