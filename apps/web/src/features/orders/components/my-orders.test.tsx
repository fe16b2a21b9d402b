import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_TRANSIT_EVENTS, orderFixture, snapshotFixture, trackingFixture } from '../../../testing/order-fixtures';
import { useFakeClock } from '../../../testing/fake-clock';
import { renderRoute } from '../../../testing/render-route';
import type { FakeRoutes } from '../../../testing/fake-api';
import { userFixture } from '../../../testing/shopper-fixtures';
import { forgetTrackingCache } from '../tracking/tracking-cache';

const shipped = orderFixture({
  _id: 'o-shipped',
  status: 'shipped',
  shipping: { awb: 'SIM1001', courier: 'Delhivery' },
  lastTracking: snapshotFixture('IN TRANSIT', [
    ...IN_TRANSIT_EVENTS,
    {
      statusText: 'Pickup scheduled',
      status: 'Pickup scheduled',
      at: '2026-03-10T09:00:00.000Z',
      location: 'Bhiwandi (Maharashtra)',
    },
    {
      statusText: 'AWB assigned',
      status: 'AWB Assigned',
      at: '2026-03-10T06:00:00.000Z',
      location: 'Bhiwandi (Maharashtra)',
    },
  ]),
});
const placed = orderFixture({ _id: 'o-placed', createdAt: '2026-03-12T05:00:00.000Z' });
const delivered = orderFixture({
  _id: 'o-delivered',
  status: 'delivered',
  shipping: { awb: 'SIM0999', courier: 'Bluedart' },
});
const tracked = (id: string, currentStatus: string | null) => [id, trackingFixture({ currentStatus })] as const;

function renderOrders(routes: FakeRoutes) {
  return renderRoute('/orders', { user: userFixture(), routes });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  forgetTrackingCache();
  useFakeClock();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MyOrders (docs/rules/orders.md#orders-list)', () => {
  it(
    'shows a card per order: name, date, phone, items, total, status, last ' +
      'update, up to 3 locations, View details',
    async () => {
      renderOrders({
        'GET /api/orders/my': [200, [shipped, placed]],
        'POST /api/orders/track-shipping/my': [200, { byOrderId: {}, byAwb: {} }],
      });
      const card = await screen.findByRole('article', { name: 'Order #OSHIPPED' });
      const inCard = within(card);
      expect(inCard.getByText('Asha Verma')).toBeInTheDocument();
      expect(inCard.getByText('Placed on 10 Mar 2026')).toBeInTheDocument();
      expect(inCard.getByText('9876543210')).toBeInTheDocument();
      expect(inCard.getByText('2')).toBeInTheDocument();
      expect(inCard.getByText('₹2,598.00')).toBeInTheDocument();
      expect(inCard.getByText('Shipped')).toBeInTheDocument();
      expect(inCard.getByText(/Last updated 11 Mar 2026/)).toBeInTheDocument();
      expect(
        within(inCard.getByRole('list', { name: 'Latest tracking locations' })).getAllByRole('listitem'),
      ).toHaveLength(3);
      expect(inCard.getByRole('link', { name: /^View details/ })).toHaveAttribute('href', '/orders/o-shipped');
      const other = within(screen.getByRole('article', { name: 'Order #OPLACED' }));
      expect(other.getByText('Awaiting shipment')).toBeInTheDocument();
      expect(other.getByText('No tracking updates yet.')).toBeInTheDocument();
    },
  );

  it.each([
    ['a Hindi page: by the Hindi title it was ordered with', 'hi', 'ऑर्डर #OPLACED', 'इंडिगो अनारकली कुर्ती'],
    ['an English page: by its title', 'en', 'Order #OPLACED', 'Indigo Anarkali Kurti'],
  ] as const)("names the card's first item on %s (decision 183)", async (_page, language, card, title) => {
    const [line] = placed.items;
    if (!line) throw new Error('the fixture has a line');
    const order = { ...placed, items: [{ ...line, hindiTitle: 'इंडिगो अनारकली कुर्ती' }] };
    renderRoute('/orders', {
      user: userFixture(),
      language,
      routes: {
        'GET /api/orders/my': [200, [order]],
        'POST /api/orders/track-shipping/my': [200, { byOrderId: {}, byAwb: {} }],
      },
    });
    expect(within(await screen.findByRole('article', { name: card })).getByText(title)).toBeInTheDocument();
  });

  it('shows the placeholder, not the broken-image icon, when an item image fails to load', async () => {
    renderOrders({
      'GET /api/orders/my': [200, [placed]],
      'POST /api/orders/track-shipping/my': [200, { byOrderId: {}, byAwb: {} }],
    });
    const card = await screen.findByRole('article', { name: 'Order #OPLACED' });
    fireEvent.error(card.querySelector('img') as HTMLImageElement);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('photo-placeholder')).toBeInTheDocument();
  });

  it("shows 'No orders found for your account.'", async () => {
    renderOrders({ 'GET /api/orders/my': [200, []] });
    expect(await screen.findByText('No orders found for your account.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch orders'", async () => {
    const { api } = renderOrders({ 'GET /api/orders/my': [500, { message: 'Internal Server Error' }] });
    // One retry after react-query's 1 s delay, on the fake clock, before the error shows.
    await waitFor(() => expect(api.callsTo('GET /api/orders/my')).toHaveLength(1));
    await wait(1_000);
    expect(await screen.findByText('Failed to fetch orders')).toBeInTheDocument();
    expect(api.callsTo('GET /api/orders/my')).toHaveLength(2);
  });

  it("on a 401 says 'Authentication required. Redirecting to login...' and goes to /login after 0.8 s", async () => {
    const { router } = renderOrders({ 'GET /api/orders/my': [401, { message: 'Authentication required' }] });
    expect(await screen.findByText('Authentication required. Redirecting to login...')).toBeInTheDocument();
    await wait(700);
    expect(router.state.location.pathname).toBe('/orders');
    await wait(150);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('MyOrders tracking schedule (docs/rules/constants.md)', () => {
  it('asks in one batch, refreshes the open orders every 90 s, and stops once they are final', async () => {
    let shippedStatus = 'IN TRANSIT';
    const { api } = renderOrders({
      'GET /api/orders/my': [200, [shipped, placed, delivered]],
      'POST /api/orders/track-shipping/my': () => [
        200,
        { byOrderId: Object.fromEntries([tracked('o-shipped', shippedStatus), tracked('o-placed', 'NEW')]), byAwb: {} },
      ],
    });
    await screen.findByRole('article', { name: 'Order #OSHIPPED' });
    await wait(0);
    const batches = () => api.callsTo('POST /api/orders/track-shipping/my').map((call) => call.body);
    expect(batches()).toEqual([{ awbs: ['SIM1001'], orderIds: ['o-shipped', 'o-placed'] }]);

    await wait(89_000);
    expect(batches()).toHaveLength(1);
    shippedStatus = 'DELIVERED';
    await wait(1_000);
    expect(batches()).toHaveLength(2);
    expect(within(screen.getByRole('article', { name: 'Order #OSHIPPED' })).getByText('Delivered')).toBeInTheDocument();

    await wait(90_000);
    expect(batches().at(-1)).toEqual({ awbs: [], orderIds: ['o-placed'] });
    expect(api.callsTo('GET /api/orders/track-shipping/o-placed')).toEqual([]);
  });
});
