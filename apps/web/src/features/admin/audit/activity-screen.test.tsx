import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminApiCall } from '../testing/admin-fake-api';
import { auditEntryFixture, staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';
import { actionName, changedFields } from './audit-format';

const owner = staffFixture();
const first = auditEntryFixture();
const second = auditEntryFixture({
  id: 'a2',
  action: 'product.updated',
  targetType: 'product',
  targetId: 'p-77',
  staffName: 'Ravi Kumar',
  before: { title: 'Silk saree', status: 'draft' },
  after: { title: 'Silk saree', status: 'active' },
  at: '2026-11-22T18:40:00.000Z',
});
const older = auditEntryFixture({
  id: 'a3',
  action: 'stock.imported',
  targetType: 'stock',
  targetId: null,
  staffName: null,
  before: null,
  after: { rows: 12 },
  at: '2026-11-20T03:00:00.000Z',
});

/** Pages of the log by cursor: the first two entries, then the older one. */
function auditPages(call: AdminApiCall): readonly [number, unknown] {
  return call.query.cursor === 'c2'
    ? [200, { items: [older], nextCursor: null }]
    : [200, { items: [first, second], nextCursor: 'c2' }];
}

describe('the activity screen', () => {
  it('lists who did what to which record and when (IST), newest first, and loads more by cursor', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/activity', {
      staff: owner,
      routes: { 'GET /api/admin/audit': auditPages },
    });
    const log = await screen.findByRole('list', { name: 'Activity' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Meera Owner · Changed a role');
    expect(rows[0]).toHaveTextContent('23 Nov 2026, 11:45 am');
    expect(rows[0]).toHaveTextContent('Staff s-ravi');
    expect(rows[1]).toHaveTextContent('Ravi Kumar · Edited a product');
    expect(rows[1]).toHaveTextContent('23 Nov 2026, 12:10 am');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(within(log).getAllByRole('listitem')[2]).toHaveTextContent('System · Imported stock');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/audit').map((call) => call.query.cursor ?? null)).toEqual([null, 'c2']);
  });

  it('shows only the changed fields, before → after, when a row is expanded', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/activity', { staff: owner, routes: { 'GET /api/admin/audit': auditPages } });
    const row = within(await screen.findByRole('list', { name: 'Activity' })).getAllByRole(
      'listitem',
    )[1] as HTMLElement;
    await user.click(within(row).getByText('Show 1 change'));
    const changes = within(row).getByRole('definition');
    expect(within(row).getByRole('term')).toHaveTextContent('status');
    expect(changes).toHaveTextContent('draft → changed to active');
    expect(row).not.toHaveTextContent('title');
  });

  it('filters by the kind of record', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin('/admin/activity', {
      staff: owner,
      routes: { 'GET /api/admin/audit': auditPages },
    });
    await screen.findByRole('list', { name: 'Activity' });
    await user.selectOptions(screen.getByLabelText('Show'), 'product');
    await waitFor(() => expect(api.callsTo('GET /api/admin/audit')).toHaveLength(2));
    expect(api.callsTo('GET /api/admin/audit')[1]?.query).toEqual({ targetType: 'product' });
  });

  it('says so when there is nothing yet', async () => {
    renderAdmin('/admin/activity', {
      staff: owner,
      routes: { 'GET /api/admin/audit': [200, { items: [], nextCursor: null }] },
    });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });
});

describe('audit formatting', () => {
  it('names known actions and reads unknown ones from their code', () => {
    expect(actionName('staff.invited')).toBe('Invited a member of staff');
    expect(actionName('order.cancelled_by_staff')).toBe('Order cancelled by staff');
  });

  it('lists created and deleted records field by field against a dash', () => {
    expect(changedFields(null, { role: 'staff' })).toEqual([{ field: 'role', before: '—', after: 'staff' }]);
    expect(changedFields({ price: 100 }, null)).toEqual([{ field: 'price', before: '100', after: '—' }]);
    expect(changedFields({ a: [1] }, { a: [1] })).toEqual([]);
  });
});
