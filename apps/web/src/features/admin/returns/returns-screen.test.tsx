import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { renderAdmin } from '../testing/render-admin';
import { codReturnFixture, returnFixture, returnId, returnsPage } from './testing/return-fixtures';

const LIST = 'GET /api/admin/returns';
const staff = staffFixture();

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

describe('the returns queue', { timeout: 30_000 }, () => {
  it('lists open requests by default: order, customer, item, kind, state, date; each links to it', async () => {
    const { api } = renderAdmin('/admin/returns', {
      staff,
      routes: { [LIST]: [200, returnsPage([returnFixture(1), codReturnFixture(2, { state: 'pickup_scheduled' })])] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'State' });
    expect(filter).toHaveValue('open');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Open',
      'Requested',
      'Approved',
      'Pickup scheduled',
      'Picked up',
      'Received',
      'Refunded',
      'Exchange shipped',
      'Rejected',
      'All',
    ]);
    const table = within(await screen.findByTestId('return-table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Order',
      'Customer',
      'Item',
      'Kind',
      'State',
      'Requested',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'VST-101',
      'Priya Sharma',
      'Block Print Kurti · M · ×1',
      'Exchange → L',
      'Requested',
      '24 Nov 2026, 11:00 am',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'VST-102',
      'Ravi Kumar',
      'Banarasi Silk Saree · Free · ×1',
      'Return',
      'Pickup scheduled',
      '24 Nov 2026, 11:00 am',
    ]);
    expect(table.getByRole('link', { name: 'VST-101' })).toHaveAttribute('href', `/admin/returns/${returnId(1)}`);
    expect(within(screen.getByTestId('return-cards')).getByRole('link', { name: 'VST-102' })).toHaveAttribute(
      'href',
      `/admin/returns/${returnId(2)}`,
    );
    expect(api.callsTo(LIST)[0]?.query).toEqual({ state: 'open' });
  });

  it('asks the API for the state chosen, keeps it in the address, and loads more with the cursor', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, router } = renderAdmin('/admin/returns', {
      staff,
      routes: {
        [LIST]: (call) => {
          if (call.query.state === 'open') return [200, returnsPage([returnFixture(1)])];
          if (call.query.cursor === 'c2') return [200, returnsPage([codReturnFixture(3, { state: 'refunded' })])];
          return [200, returnsPage([codReturnFixture(2, { state: 'refunded' })], 'c2')];
        },
      },
    });
    await screen.findAllByRole('link', { name: 'VST-101' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Refunded');
    expect(await screen.findAllByRole('link', { name: 'VST-102' })).toHaveLength(2);
    expect(router.state.location.search).toBe('?state=refunded');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'VST-103' })).toHaveLength(2));
    expect(screen.getAllByRole('link', { name: 'VST-102' })).toHaveLength(2);
    expect(api.callsTo(LIST).map((c) => c.query)).toEqual([
      { state: 'open' },
      { state: 'refunded' },
      { state: 'refunded', cursor: 'c2' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing waits, and shows a failure with the server message', async () => {
    renderAdmin('/admin/returns?state=all', {
      staff,
      routes: { [LIST]: [500, { message: 'Database unavailable', code: 'internal' }] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    vi.unstubAllGlobals();
    renderAdmin('/admin/returns', { staff, routes: { [LIST]: [200, returnsPage([])] } });
    expect(await screen.findByText('No requests wait for you.')).toBeInTheDocument();
  });
});
