import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeAnswer } from '../../../../testing/fake-api';
import { Component as DashboardScreen } from '../dashboard-screen';
import { emptyReturnsDashboard, returnsDashboardFixture } from '../testing/returns-dashboard-fixture';
import { ReturnsPanel } from './returns-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROUTE = 'GET /api/admin/dashboard/returns';

function renderPanel(answer: FakeAnswer, element = <ReturnsPanel />, extra: Record<string, FakeAnswer> = {}) {
  const api = installFakeApi({ [ROUTE]: answer, ...extra });
  const router = createMemoryRouter(
    [
      { path: '/admin', element },
      { path: '/admin/returns', element: <p>Returns queue</p> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router };
}

const panel = () => within(screen.getByRole('region', { name: 'Returns and exchanges' }));
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Returns and exchanges panel', () => {
  it('shows the rates, the money sent back, what waits, the tables and the top reasons', async () => {
    const { api } = renderPanel([200, returnsDashboardFixture()]);

    const returnRate = within(await screen.findByRole('region', { name: 'Return rate' }));
    expect(returnRate.getByText('12.5 %')).toBeInTheDocument();
    expect(returnRate.getByText('8 of 64 units')).toBeInTheDocument();
    const exchangeRate = within(panel().getByRole('region', { name: 'Exchange rate' }));
    expect(exchangeRate.getByText('4.7 %')).toBeInTheDocument();
    expect(exchangeRate.getByText('3 of 64 units')).toBeInTheDocument();

    const refunded = within(panel().getByRole('region', { name: 'Refunded' }));
    expect(refunded.getByText('₹3,196')).toBeInTheDocument();
    expect(refunded.getByText('₹2,397 to original payments')).toBeInTheDocument();
    expect(refunded.getByText('₹799 by UPI or bank')).toBeInTheDocument();

    const waiting = within(panel().getByRole('region', { name: 'Waiting for staff' }));
    expect(waiting.getByText('4')).toBeInTheDocument();
    expect(waiting.getByRole('link', { name: 'Waiting for staff' })).toHaveAttribute('href', '/admin/returns');

    expect(rowsOf(panel().getByRole('table', { name: 'By category' }))).toEqual([
      ['Category', 'Delivered', 'Returned', 'Exchanged', 'Return rate', 'Exchange rate'],
      ['Kurti', '40', '6', '3', '15 %', '7.5 %'],
      ['T-Shirt', '24', '2', '0', '8.3 %', '0 %'],
    ]);
    expect(rowsOf(panel().getByRole('table', { name: 'By size' }))).toEqual([
      ['Size', 'Delivered', 'Returned', 'Exchanged', 'Return rate', 'Exchange rate'],
      ['M', '30', '2', '1', '6.7 %', '3.3 %'],
      ['L', '20', '5', '0', '25 %', '0 %'],
      ['XXL', '14', '1', '2', '7.1 %', '14.3 %'],
    ]);
    // Each table scrolls sideways inside its own labelled, focusable region on a narrow screen.
    const scroller = panel().getByRole('region', { name: 'By size' });
    expect(scroller).toHaveClass('overflow-x-auto');
    expect(scroller).toHaveAttribute('tabindex', '0');

    const reasons = within(panel().getByRole('region', { name: 'Top reasons' }));
    expect(reasons.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Size too small5', 'Damaged2']);
    expect(panel().queryByText('No deliveries in this period yet.')).toBeNull();

    expect(api.callsTo(ROUTE).map((call) => call.query.get('period'))).toEqual(['30d']);
    expect(api.callsTo(ROUTE)[0]?.staffHeader).toBe('1');
  });

  it('says a table scrolls sideways when its columns are wider than its box, and not when they fit', async () => {
    // jsdom lays nothing out: the tables' boxes are given widths, wider content for the size table only.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.querySelector('caption')?.textContent === 'By size' ? 540 : 358;
    });
    renderPanel([200, returnsDashboardFixture()]);
    const bySize = await panel().findByRole('region', { name: 'By size' });
    expect(bySize).toHaveAccessibleDescription('Scroll sideways for every column →');
    expect(panel().getByRole('region', { name: 'By category' })).not.toHaveAccessibleDescription();
    expect(panel().getAllByText('Scroll sideways for every column →')).toHaveLength(1);
  });

  it('says so when nothing was delivered in the period, still showing refunds and what waits', async () => {
    renderPanel([200, { ...emptyReturnsDashboard(), waiting: 2 }]);

    expect(await screen.findByText('No deliveries in this period yet.')).toBeInTheDocument();
    expect(panel().queryByRole('region', { name: 'Return rate' })).toBeNull();
    expect(panel().queryByRole('table')).toBeNull();
    expect(within(panel().getByRole('region', { name: 'Refunded' })).getByText('₹0')).toBeInTheDocument();
    expect(within(panel().getByRole('region', { name: 'Waiting for staff' })).getByText('2')).toBeInTheDocument();
    expect(
      within(panel().getByRole('region', { name: 'Top reasons' })).getByText('No requests in this period.'),
    ).toBeInTheDocument();
  });

  it('asks for the figures of the period chosen in "Returns period"', async () => {
    const week = returnsDashboardFixture({
      period: '7d',
      overall: { deliveredUnits: 10, returnedUnits: 1, exchangedUnits: 0, returnRate: 10, exchangeRate: 0 },
    });
    const { api } = renderPanel((call) =>
      call.query.get('period') === '7d' ? [200, week] : [200, returnsDashboardFixture()],
    );
    await screen.findByText('12.5 %');
    const select = screen.getByLabelText('Returns period');
    expect(select).toHaveValue('30d');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['7 days', '30 days', '90 days']);

    await userEvent.selectOptions(select, '7d');

    expect(await screen.findByText('1 of 10 units')).toBeInTheDocument();
    expect(within(panel().getByRole('region', { name: 'Return rate' })).getByText('10 %')).toBeInTheDocument();
    expect(api.callsTo(ROUTE).map((call) => call.query.get('period'))).toEqual(['30d', '7d']);
  });

  it('shows an error with a retry that loads the figures', async () => {
    let calls = 0;
    renderPanel(() => (++calls === 1 ? [500, { message: 'Internal Server Error' }] : [200, returnsDashboardFixture()]));

    expect(await screen.findByRole('alert')).toHaveTextContent('The returns figures could not be loaded');
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('12.5 %')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads on the dashboard beside the summary, without waiting for it', async () => {
    // The summary never answers: the returns panel shows its figures all the same.
    const { api } = renderPanel([200, returnsDashboardFixture()], <DashboardScreen />, {
      'GET /api/admin/summary': () => new Promise(() => {}),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Returns and exchanges' })).toBeInTheDocument();
    expect(await panel().findByText('12.5 %')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/summary')).toHaveLength(1);
  });
});
