import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { ITEM_IDS, ORDER_ID, orderDetailFixture } from '../testing/after-sale-fixtures';
import { renderAdmin } from '../testing/render-admin';

const PAGE = `/admin/orders/${ORDER_ID}`;
const GET = `GET /api/admin/orders/${ORDER_ID}`;
const staff = staffFixture();

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

// The first render of a file loads the back office's screens: on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

describe('order page', { timeout: 30_000 }, () => {
  it('shows items, customer, payment and refunds, shipment with failed delivery and timeline, history', async () => {
    const order = orderDetailFixture({
      status: 'shipped',
      payment: {
        state: 'partially_refunded',
        refundablePaise: 159_900,
        refunds: [
          {
            id: 'r1',
            amountPaise: 90_000,
            status: 'processed',
            reason: 'Dupatta torn',
            orderItemId: ITEM_IDS.b,
            gatewayRefundId: 'rfnd_1',
            failureReason: null,
            staffName: 'Meera Owner',
            createdAt: '2026-11-24T05:00:00.000Z',
            settledAt: '2026-11-24T05:10:00.000Z',
          },
        ],
      },
      shipment: {
        awb: 'AWB9988776655443322',
        courier: 'Delhivery',
        shipperStatus: 'Undelivered',
        bookingAttempts: 1,
        ndr: {
          state: 'open',
          reason: 'customer_unavailable',
          reasonText: 'Consignee not available',
          at: '2026-11-25T08:30:00.000Z',
          attempts: 2,
        },
        timeline: [
          {
            statusText: 'Undelivered',
            status: 'undelivered',
            timestamp: '2026-11-25T08:30:00.000Z',
            location: 'Jaipur Hub',
            description: null,
          },
          {
            statusText: 'Shipped',
            status: 'shipped',
            timestamp: '2026-11-24T04:30:00.000Z',
            location: null,
            description: null,
          },
        ],
      },
      history: [
        {
          id: 'h1',
          at: '2026-11-23T06:15:00.000Z',
          kind: 'placed',
          actor: 'shopper',
          staffName: null,
          summary: 'Order placed',
        },
        {
          id: 'h2',
          at: '2026-11-23T06:16:00.000Z',
          kind: 'paid',
          actor: 'gateway',
          staffName: null,
          summary: 'Payment captured',
        },
        {
          id: 'h3',
          at: '2026-11-23T06:20:00.000Z',
          kind: 'booked',
          actor: 'system',
          staffName: null,
          summary: 'Booked',
        },
        {
          id: 'h4',
          at: '2026-11-24T04:30:00.000Z',
          kind: 'status',
          actor: 'courier',
          staffName: null,
          summary: 'Status: placed → shipped',
        },
        {
          id: 'h5',
          at: '2026-11-24T05:00:00.000Z',
          kind: 'refund',
          actor: 'staff',
          staffName: 'Meera Owner',
          summary: 'Refund of ₹900 issued',
        },
      ],
    });
    renderAdmin(PAGE, { staff, routes: { [GET]: [200, order] } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #11111111' })).toBeInTheDocument();
    expect(screen.getByText('Placed 23 Nov 2026, 11:45 am IST')).toBeInTheDocument();
    expect(screen.getAllByText('Shipped')[0]).toBeInTheDocument();

    const items = region('Items');
    expect(items.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Chanderi KurtiSize M · 2 × ₹799.50₹1,599.00',
      'Cotton DupattaSize Free · 1 × ₹900.00₹900.00',
    ]);
    expect(items.getByTestId('photo-placeholder')).toBeInTheDocument();
    expect(items.getByText('Total').parentElement).toHaveTextContent('Total₹2,499.00');

    const customer = region('Customer and address');
    expect(customer.getByRole('link', { name: '+919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(customer.getByText('Jaipur, Rajasthan 302001')).toBeInTheDocument();
    expect(customer.queryByText(/order texts go in Hindi/)).toBeNull();

    const payment = region('Payment');
    expect(payment.getByText('order_RZP123')).toBeInTheDocument();
    expect(payment.getByText('pay_RZP456')).toBeInTheDocument();
    expect(payment.getByText('Partly refunded')).toBeInTheDocument();
    expect(payment.getByText('Captured').nextSibling).toHaveTextContent('₹2,499.00');
    expect(payment.getByText('Left to refund').nextSibling).toHaveTextContent('₹1,599.00');
    const refunds = within(payment.getByRole('list', { name: 'Refunds' }));
    expect(refunds.getByRole('listitem')).toHaveTextContent(
      '₹900.00Processed24 Nov 2026, 10:30 amCotton Dupatta · Dupatta torn · Meera Ownerrfnd_1',
    );

    const shipment = region('Shipment');
    expect(shipment.getByText('AWB9988776655443322')).toHaveClass('break-all');
    expect(shipment.getByText('Delhivery')).toBeInTheDocument();
    expect(shipment.getByRole('group', { name: 'Failed delivery' })).toHaveTextContent(
      'Failed deliveryCustomer unavailable · 2 delivery attempts · Waiting for the shopConsignee not available' +
        '25 Nov 2026, 2:00 pm IST',
    );
    const timeline = within(shipment.getByRole('list', { name: 'Courier timeline' }));
    expect(timeline.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Undelivered25 Nov 2026, 2:00 pm IST · Jaipur Hub',
      'Shipped24 Nov 2026, 10:00 am IST',
    ]);

    const history = within(region('History').getByRole('list', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      '23 Nov 2026, 11:45 amShopperOrder placed',
      '23 Nov 2026, 11:46 amGatewayPayment captured',
      '23 Nov 2026, 11:50 amSystemBooked',
      '24 Nov 2026, 10:00 amCourierStatus: placed → shipped',
      '24 Nov 2026, 10:30 amMeera OwnerRefund of ₹900 issued',
    ]);

    // Nothing is allowed, so no action is offered.
    for (const name of [
      'Book now',
      'Retry booking',
      'Cancel order',
      'Refund',
      'Received back',
      'Re-attempt delivery',
    ]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('labels a line of a product with a second option "Size: M · Colour: Red"', async () => {
    const base = orderDetailFixture();
    const [kurti, dupatta] = base.items;
    if (!kurti || !dupatta) throw new Error('the fixture has two lines');
    const order = { ...base, items: [{ ...kurti, size: 'M / Red', option2Name: 'Colour' }, dupatta] };
    renderAdmin(PAGE, { staff, routes: { [GET]: [200, order] } });
    await screen.findByRole('heading', { level: 1, name: 'Order #11111111' });
    expect(
      region('Items')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Chanderi KurtiSize: M · Colour: Red · 2 × ₹799.50₹1,599.00',
      'Cotton DupattaSize Free · 1 × ₹900.00₹900.00',
    ]);
  });

  it('says when her order texts go in Hindi, and nothing of it for English', async () => {
    const base = orderDetailFixture();
    const order = { ...base, customer: { ...base.customer, language: 'hi' as const } };
    renderAdmin(PAGE, { staff, routes: { [GET]: [200, order] } });
    await screen.findByRole('heading', { level: 1, name: 'Order #11111111' });
    expect(region('Customer and address').getByText('Her order texts go in Hindi (हिन्दी)')).toBeInTheDocument();
  });

  it("shows the server's message for an order that does not exist", async () => {
    renderAdmin(PAGE, { staff, routes: { [GET]: [404, { message: 'Order not found', code: 'not_found' }] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/admin/orders');
  });
});
