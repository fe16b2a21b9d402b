import type { Order, TrackingResponse } from '@vastra/domain/api';
import type { Language } from '@vastra/domain/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_TRANSIT_EVENTS, orderFixture, snapshotFixture, trackingFixture } from '../../../testing/order-fixtures';
import { useFakeClock } from '../../../testing/fake-clock';
import { renderRoute } from '../../../testing/render-route';
import type { FakeRoutes } from '../../../testing/fake-api';
import { userFixture } from '../../../testing/shopper-fixtures';

const inTransit = snapshotFixture('IN TRANSIT', IN_TRANSIT_EVENTS);

function renderOrder(
  order: Order,
  tracking: TrackingResponse = trackingFixture(),
  routes: FakeRoutes = {},
  language: Language = 'en',
) {
  return renderRoute(`/orders/${order._id}`, {
    user: userFixture(),
    language,
    routes: {
      [`GET /api/orders/${order._id}`]: [200, order],
      [`GET /api/orders/track-shipping/${order._id}`]: [200, tracking],
      ...routes,
    },
  });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OrderDetails (docs/rules/orders.md#order-details)', () => {
  it('says how the total of an order with offers and fees was made', async () => {
    const order = orderFixture({
      _id: 'o2',
      totalAmount: 1678,
      pricing: {
        subtotal: 2000,
        discount: 400,
        offers: [{ label: 'Festive 20', discount: 400 }],
        couponCode: 'FESTIVE20',
        deliveryFee: 49,
        codFee: 29,
        savings: 'You save ₹400',
        savingsTotal: 400,
      },
    });
    renderOrder(order);
    const info = within(await screen.findByRole('region', { name: 'Order Info' }));
    const rows = info.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(rows.slice(2)).toEqual([
      'Items: ₹2,000.00',
      'Festive 20: −₹400.00',
      'Delivery: ₹49.00',
      'Cash on delivery fee: ₹29.00',
      'Savings: You save ₹400',
      'Total: ₹1,678.00',
      'Payment: Prepaid (card)',
    ]);
  });

  it("says the savings in the shopper's language, from the order's figure", async () => {
    const order = orderFixture({
      _id: 'o3',
      totalAmount: 1600,
      pricing: {
        subtotal: 2000,
        discount: 400,
        offers: [{ label: 'Festive 20', discount: 400 }],
        couponCode: 'FESTIVE20',
        deliveryFee: 0,
        codFee: 0,
        savings: 'You save ₹400',
        savingsTotal: 400,
      },
    });
    renderOrder(order, trackingFixture(), {}, 'hi');
    const info = within(await screen.findByRole('region', { name: 'ऑर्डर की जानकारी' }));
    const rows = info.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(rows).toContain('बचत: आपकी बचत ₹400');
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
  });

  const hindiTitle = 'इंडिगो अनारकली कुर्ती';
  it.each([
    ['a Hindi page: by the Hindi title it was ordered with', 'hi', 'प्रोडक्ट', hindiTitle, '{title} की फ़ोटो'],
    ['an English page: by its title', 'en', 'Products', 'Indigo Anarkali Kurti', 'Images of {title}'],
  ] as const)('names a line on %s (decision 183)', async (_page, language, region, title, images) => {
    const base = orderFixture({ _id: 'o5' });
    const [line] = base.items;
    if (!line) throw new Error('the fixture has a line');
    const order = { ...base, items: [{ ...line, hindiTitle }] };
    renderOrder(order, trackingFixture(), {}, language);
    const products = within(await screen.findByRole('region', { name: region }));
    expect(products.getByRole('link', { name: title })).toHaveAttribute('href', '/product/k1');
    expect(products.getByRole('list', { name: images.replace('{title}', title) })).toBeInTheDocument();
    expect(products.getByRole('img', { name: title })).toBeInTheDocument();
  });

  it('names a line without a Hindi title by its title on a Hindi page', async () => {
    const order = orderFixture({ _id: 'o6' });
    renderOrder(order, trackingFixture(), {}, 'hi');
    const products = within(await screen.findByRole('region', { name: 'प्रोडक्ट' }));
    expect(products.getByRole('link', { name: 'Indigo Anarkali Kurti' })).toHaveAttribute('href', '/product/k1');
  });

  it('labels a line of a product with a second option "Size: M · Colour: Red · Quantity 1"', async () => {
    const base = orderFixture({ _id: 'o1' });
    const [line] = base.items;
    if (!line) throw new Error('the fixture has a line');
    renderOrder({ ...base, items: [{ ...line, size: 'M / Red', option2Name: 'Colour', quantity: 1 }] });
    const products = within(await screen.findByRole('region', { name: 'Products' }));
    expect(products.getByText('Size: M · Colour: Red · Quantity 1')).toBeInTheDocument();
  });

  it('shows Order Info, Customer, Products and the tracking timeline', async () => {
    const order = orderFixture({ _id: 'o1', status: 'shipped', shipping: { awb: 'SIM1001', courier: 'Delhivery' } });
    renderOrder(order, trackingFixture({ tracking: inTransit, awb: 'SIM1001', currentStatus: 'IN TRANSIT' }));
    const info = within(await screen.findByRole('region', { name: 'Order Info' }));
    expect(info.getByText('#O1')).toBeInTheDocument();
    expect(info.getByText('10 Mar 2026, 10:30 am')).toBeInTheDocument();
    expect(info.getByText('₹2,598.00')).toBeInTheDocument();
    expect(info.getByText('Prepaid (card)')).toBeInTheDocument();
    const customer = within(screen.getByRole('region', { name: 'Customer' }));
    expect(customer.getByText('12 MG Road, Lucknow')).toBeInTheDocument();
    expect(customer.getByText('226001')).toBeInTheDocument();
    const products = within(screen.getByRole('region', { name: 'Products' }));
    expect(products.getByRole('link', { name: 'Indigo Anarkali Kurti' })).toHaveAttribute('href', '/product/k1');
    expect(products.getByText('Size M · Quantity 2')).toBeInTheDocument();
    expect(
      within(products.getByRole('list', { name: 'Images of Indigo Anarkali Kurti' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const tracking = within(await screen.findByRole('region', { name: 'Tracking' }));
    expect(tracking.getByText('SIM1001')).toBeInTheDocument();
    expect(tracking.getByText('Delhivery')).toBeInTheDocument();
    expect(tracking.getByText('In Transit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order #O1');
    const events = within(tracking.getByRole('list', { name: 'Tracking timeline' })).getAllByRole('listitem');
    expect(events.map((e) => e.textContent)).toEqual([
      'ShippedBag received at facilityDelhi_Gateway (Delhi) · 11 Mar 2026, 1:30 pm',
      'ShippedShipment picked upBhiwandi (Maharashtra) · 10 Mar 2026, 5:30 pm',
      'Ordered10 Mar 2026, 10:30 am',
    ]);
    // A time stays on one line on a phone ("5:30" and "pm" not split).
    expect(within(events[1] as HTMLElement).getByText('10 Mar 2026, 5:30 pm')).toHaveClass('whitespace-nowrap');
  });

  it('shows the order id in the same short form in the heading and Order Info, never the whole UUID', async () => {
    const id = '69167515-3c1e-4f7a-9b2d-0a1b2c3d4e5f';
    renderOrder(orderFixture({ _id: id }));
    const info = await screen.findByRole('region', { name: 'Order Info' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order #69167515');
    expect(within(info).getByText('#69167515')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(id);
  });

  it('shows the placeholder, not the broken-image icon, when a product image fails to load', async () => {
    renderOrder(orderFixture());
    const images = await screen.findByRole('list', { name: 'Images of Indigo Anarkali Kurti' });
    fireEvent.error(within(images).getByRole('img', { name: 'Indigo Anarkali Kurti' }));
    expect(within(images).getByRole('img', { name: 'Indigo Anarkali Kurti (no image)' })).toBeInTheDocument();
    expect(within(images).getAllByRole('listitem')).toHaveLength(2);
  });

  it("shows 'Shipping Soon!' before the courier has it (the synthetic 'Ordered' entry alone is no news)", async () => {
    const onlyOrdered = snapshotFixture(null, [
      { statusText: 'Ordered', status: 'Ordered', at: '2026-03-10T05:00:00.000Z' },
    ]);
    renderOrder(orderFixture({ lastTracking: onlyOrdered }));
    expect(await screen.findByText('Shipping Soon!')).toBeInTheDocument();
  });

  it('shows the cancelled notice with the reason', async () => {
    const order = orderFixture({
      status: 'cancelled',
      shipping: { awb: 'SIM2', courier: 'Delhivery', cancellationReason: 'Cancelled at customer request' },
    });
    renderOrder(
      order,
      trackingFixture({ awb: 'SIM2', currentStatus: 'CANCELED', cancellationReason: 'Cancelled at customer request' }),
    );
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('This order has been cancelled.');
    expect(note).toHaveTextContent('Reason: Cancelled at customer request');
  });

  it("shows 'Order not found.'", async () => {
    renderRoute('/orders/nope', {
      user: userFixture(),
      routes: { 'GET /api/orders/nope': [404, { message: 'Order not found.' }] },
    });
    expect(await screen.findByRole('heading', { name: 'Order not found.' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch order details'", async () => {
    const { api } = renderRoute('/orders/o1', {
      user: userFixture(),
      routes: { 'GET /api/orders/o1': [500, { message: 'Internal Server Error' }] },
    });
    // One retry after react-query's 1 s delay, on the fake clock, before the error shows.
    await waitFor(() => expect(api.callsTo('GET /api/orders/o1')).toHaveLength(1));
    await wait(1_000);
    expect(await screen.findByRole('heading', { name: 'Failed to fetch order details' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/orders/o1')).toHaveLength(2);
  });

  it("says 'Authentication required. Please log in.' and goes to /login after 1.2 s", async () => {
    const { router } = renderRoute('/orders/o1', {
      user: userFixture(),
      routes: { 'GET /api/orders/o1': [401, { message: 'Authentication required' }] },
    });
    expect(await screen.findByRole('heading', { name: 'Authentication required. Please log in.' })).toBeInTheDocument();
    await wait(1_100);
    expect(router.state.location.pathname).toBe('/orders/o1');
    await wait(150);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('refreshes every 60 s until the status is final (docs/rules/constants.md)', async () => {
    let status = 'IN TRANSIT';
    const order = orderFixture({ _id: 'o1', status: 'shipped', shipping: { awb: 'SIM1001', courier: 'Delhivery' } });
    const { api } = renderOrder(order, undefined, {
      'GET /api/orders/track-shipping/o1': () => [
        200,
        trackingFixture({ tracking: inTransit, awb: 'SIM1001', currentStatus: status }),
      ],
    });
    await screen.findAllByText('In Transit');
    const asked = () => api.callsTo('GET /api/orders/track-shipping/o1').length;
    expect(asked()).toBe(1);
    await wait(59_000);
    expect(asked()).toBe(1);
    status = 'DELIVERED';
    await wait(1_000);
    await waitFor(() => expect(asked()).toBe(2));
    expect(await screen.findAllByText('Delivered')).not.toHaveLength(0);
    await wait(180_000);
    expect(asked()).toBe(2);
  });
});

describe("OrderDetails: the order's badges", () => {
  it('shows what its story adds to the status: Refunded, Exchange shipped', async () => {
    const order = orderFixture({ _id: 'o9', status: 'delivered', badges: ['refunded', 'exchange_shipped'] });
    renderOrder(order);
    const badges = within(await screen.findByRole('list', { name: 'About this order' }));
    expect(badges.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Refunded', 'Exchange shipped']);
  });
});
