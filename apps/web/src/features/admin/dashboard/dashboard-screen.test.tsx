import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SummaryResponse } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as DashboardScreen } from './dashboard-screen';
import { emptyReturnsDashboard } from './testing/returns-dashboard-fixture';

// jsdom draws nothing: it has no ResizeObserver, no matchMedia, no Path2D and no 2D canvas context, all of
// which uPlot uses. These stand-ins do nothing; the figures under test come from the real screen.
// uPlot asks matchMedia for the pixel ratio as it is imported, so that one is in place before the imports.
vi.hoisted(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class NoPath2D {
  moveTo() {}
  lineTo() {}
  rect() {}
  arc() {}
  closePath() {}
  bezierCurveTo() {}
  addPath() {}
}
const noContext = new Proxy(
  {},
  {
    get: (_target, key) => (key === 'measureText' ? () => ({ width: 10 }) : () => undefined),
    set: () => true,
  },
);

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.stubGlobal('Path2D', NoPath2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(noContext as CanvasRenderingContext2D);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const figures = (over: Partial<SummaryResponse['current']> = {}): SummaryResponse['current'] => {
  const grossSalesPaise = over.grossSalesPaise ?? over.revenuePaise ?? 0;
  const refundsPaise = over.refundsPaise ?? 0;
  return {
    revenuePaise: 0,
    orders: 0,
    averageOrderPaise: 0,
    codShare: 0,
    cancellations: 0,
    returnsToOrigin: 0,
    grossSalesPaise,
    refundsPaise,
    netSalesPaise: grossSalesPaise - refundsPaise,
    ...over,
  };
};

const today = SummaryResponse.parse({
  range: 'today',
  from: '2026-11-22T18:30:00.000Z',
  to: '2026-11-23T18:29:59.999Z',
  current: figures({
    revenuePaise: 12_345_600,
    refundsPaise: 345_600,
    orders: 40,
    averageOrderPaise: 308_640,
    codShare: 0.5,
    cancellations: 3,
    returnsToOrigin: 2,
  }),
  previous: figures({
    revenuePaise: 10_000_000,
    orders: 50,
    averageOrderPaise: 200_000,
    codShare: 0.4,
    cancellations: 2,
    returnsToOrigin: 0,
  }),
  daily: [{ date: '2026-11-23', orders: 40, revenuePaise: 12_345_600 }],
  lowStock: [{ productId: 'p-silk', title: 'Banarasi Silk Saree', size: 'Free', stock: 2 }],
  codConfirmation: { confirmed: 8, expired: 2, rate: 0.8, awaiting: 3 },
  attention: {
    unbookedOrders: 4,
    unpaidCardAttempts: 7,
    failedDeliveries: 1,
    returnsToReceive: 2,
    paymentsWithoutOrder: 1,
    unreadMessages: 3,
  },
});

const week = SummaryResponse.parse({
  ...today,
  range: '7d',
  current: figures({ revenuePaise: 50_000_050, orders: 120, cancellations: 5, returnsToOrigin: 1 }),
  previous: figures({ revenuePaise: 40_000_000, orders: 120, cancellations: 5, returnsToOrigin: 2 }),
  daily: [
    { date: '2026-11-22', orders: 60, revenuePaise: 25_000_000 },
    { date: '2026-11-23', orders: 60, revenuePaise: 25_000_050 },
  ],
  lowStock: [],
});

type Answer = readonly [number, unknown];

/** A fake of GET /api/admin/summary answering per `range`, recording each asked range. */
function fakeSummaryApi(answers: Record<string, Answer[]>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      // The returns panel asks for its own figures beside the summary: a period with nothing delivered.
      if (url.pathname === '/api/admin/dashboard/returns') {
        return new Response(JSON.stringify(emptyReturnsDashboard()), {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (url.pathname !== '/api/admin/summary') return new Response('{}', { status: 404 });
      const range = url.searchParams.get('range') ?? '';
      asked.push(range);
      const [status, body] = answers[range]?.shift() ?? [500, { message: 'no answer left' }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderDashboard(url = '/admin') {
  const router = createMemoryRouter(
    [
      { path: '/admin', Component: DashboardScreen },
      { path: '/admin/products/:id', element: <p>Product page</p> },
      { path: '/admin/products', element: <p>Products</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('Dashboard', () => {
  it('shows each figure in en-IN whole rupees with its change against the previous period', async () => {
    fakeSummaryApi({ today: [[200, today]] });
    renderDashboard();

    const revenue = within(await screen.findByRole('region', { name: 'Gross sales' }));
    expect(revenue.getByText('₹1,23,456')).toBeInTheDocument();
    expect(revenue.getByText('▲ 23%')).toBeInTheDocument();
    expect(revenue.getByText('Up 23% on the previous period (better)')).toBeInTheDocument();
    expect(revenue.getByText('Previous period: ₹1,00,000')).toBeInTheDocument();

    expect(card('Gross sales').getByText(M.figureGrossSalesNote)).toBeInTheDocument();
    expect(card('Refunds sent').getByText('₹3,456')).toBeInTheDocument();
    expect(card('Refunds sent').getByText('Money sent back to shoppers in the period')).toBeInTheDocument();
    expect(card('Refunds sent').getByText('Previous period: ₹0')).toBeInTheDocument();
    expect(card('Net sales').getByText('₹1,20,000')).toBeInTheDocument();
    expect(card('Net sales').getByText('Gross sales minus refunds')).toBeInTheDocument();
    expect(card('Net sales').getByText('Up 20% on the previous period (better)')).toBeInTheDocument();

    expect(card('Orders').getByText('40')).toBeInTheDocument();
    expect(card('Orders').getByText('▼ 20%')).toBeInTheDocument();
    expect(card('Orders').getByText('Down 20% on the previous period (worse)')).toBeInTheDocument();

    expect(card('Average order value').getByText('₹3,086')).toBeInTheDocument();
    expect(card('Average order value').getByText('Up 54% on the previous period (better)')).toBeInTheDocument();

    expect(card('COD share').getByText('50%')).toBeInTheDocument();
    expect(card('COD share').getByText('▲ 10 pts')).toBeInTheDocument();
    expect(card('COD share').getByText('Up 10 percentage points on the previous period (worse)')).toBeInTheDocument();

    // A rise in cancellations is bad news, and returns to origin from none are new.
    expect(card('Cancellations').getByText('Up 50% on the previous period (worse)')).toBeInTheDocument();
    expect(card('Returns to origin').getByText('New: none in the previous period')).toBeInTheDocument();
    expect(card('Returns to origin').getByText('Previous period: 0')).toBeInTheDocument();

    // One day is not a line: the chart gives way to a note, the table stays.
    const daily = within(screen.getByRole('region', { name: 'Orders and revenue per day' }));
    expect(
      daily.getByText('A chart needs more than one day: choose 7 days or 30 days to see one.'),
    ).toBeInTheDocument();
    expect(daily.queryByRole('img')).toBeNull();
    expect(daily.getByRole('table')).toHaveTextContent('23 Nov40₹1,23,456');
  });

  it('lists low stock linking to each product, and what needs a hand linking to its screen', async () => {
    fakeSummaryApi({ today: [[200, today]] });
    const router = renderDashboard();

    const lowStock = within(await screen.findByRole('region', { name: 'Low on stock' }));
    expect(lowStock.getByRole('listitem')).toHaveTextContent('Banarasi Silk Saree · Size Free2 left');
    const attention = within(screen.getByRole('region', { name: 'Orders needing attention' }));
    expect(attention.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Unbooked orders4Saved but not yet booked with the courier; the shop retries booking on its own.',
      'Failed deliveries1',
      'Returns to receive2',
      'Payments without an order1',
      'Unread messages3',
      'Unpaid card attempts7Card payments started in the period that never became an order.',
    ]);
    expect(attention.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Unbooked orders', '/admin/queue'],
      ['Failed deliveries', '/admin/queue'],
      ['Returns to receive', '/admin/queue'],
      ['Payments without an order', '/admin/queue'],
      ['Unread messages', '/admin/messages'],
    ]);
    expect(attention.queryByText(/next part of the back office/)).toBeNull();
    const cod = within(screen.getByRole('region', { name: 'Cash on delivery confirmation' }));
    expect(cod.getByText('80% confirmed (8 of 10 this period)')).toBeInTheDocument();
    expect(cod.getByText("3 awaiting the shopper's confirmation now")).toBeInTheDocument();

    fireEvent.click(lowStock.getByRole('link', { name: 'Banarasi Silk Saree' }));
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products/p-silk');
  });

  it('puts sold-out sizes apart from those running low, fewest first, each linking to its list', async () => {
    fakeSummaryApi({
      today: [
        [
          200,
          {
            ...today,
            lowStock: [
              { productId: 'p-a', title: 'Anarkali Kurti', size: 'M', stock: 0 },
              { productId: 'p-b', title: 'Bandhani Saree', size: 'Free', stock: 0 },
              { productId: 'p-c', title: 'Cotton Shorts', size: 'L', stock: 1 },
              { productId: 'p-d', title: 'Denim Kurti', size: 'S', stock: 3 },
            ],
          },
        ],
      ],
    });
    const router = renderDashboard();
    const panel = within(await screen.findByRole('region', { name: 'Low on stock' }));
    const soldOut = within(panel.getByRole('region', { name: 'Sold out' }));
    expect(soldOut.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Anarkali Kurti · Size MSold out',
      'Bandhani Saree · Size FreeSold out',
    ]);
    const low = within(panel.getByRole('region', { name: 'Running low' }));
    expect(low.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cotton Shorts · Size L1 left',
      'Denim Kurti · Size S3 left',
    ]);
    expect(low.getByRole('link', { name: 'All products running low' })).toHaveAttribute(
      'href',
      '/admin/products?status=active&stock=low',
    );
    fireEvent.click(soldOut.getByRole('link', { name: 'All products with a size sold out' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=active&stock=out'));
    expect(router.state.location.pathname).toBe('/admin/products');
  });

  it('draws the chart and lists the same days in a table', async () => {
    fakeSummaryApi({ '7d': [[200, week]] });
    renderDashboard('/admin?range=7d');

    const chart = await screen.findByRole('img', {
      name: 'Chart of orders and revenue per day; the same figures are in the table below it',
    });
    expect(chart.querySelector('canvas')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'Orders and revenue per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayOrdersGross sales', '22 Nov60₹2,50,000', '23 Nov60₹2,50,001']);
  });

  it('switches the period in the URL and asks for its figures', async () => {
    const asked = fakeSummaryApi({ today: [[200, today]], '7d': [[200, week]] });
    const router = renderDashboard();
    await screen.findByRole('region', { name: 'Gross sales' });
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));

    expect(await card('Gross sales').findByText('₹5,00,001')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?range=7d');
    expect(asked).toEqual(['today', '7d']);
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Orders').getByText('No change')).toBeInTheDocument();
    expect(card('Returns to origin').getByText('Down 50% on the previous period (better)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Low on stock' })).toHaveTextContent('No size is low on stock');
  });

  it('shows skeletons while loading, then an error with a retry that loads the figures', async () => {
    fakeSummaryApi({
      today: [
        [500, { message: 'Internal Server Error' }],
        [200, today],
      ],
    });
    renderDashboard();
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(
      within(await screen.findByRole('region', { name: 'Gross sales' })).getByText('₹1,23,456'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
