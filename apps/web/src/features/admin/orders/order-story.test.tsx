import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { ITEM_IDS, ORDER_ID, orderDetailFixture } from '../testing/after-sale-fixtures';
import { renderAdmin } from '../testing/render-admin';

const PAGE = `/admin/orders/${ORDER_ID}`;
const GET = `GET /api/admin/orders/${ORDER_ID}`;
const staff = staffFixture();
const RETURN_ID = '33333333-3333-4333-8333-333333333333';
const EXCHANGE_ID = '44444444-4444-4444-8444-444444444444';

configure({ asyncUtilTimeout: 5_000 });

const request = {
  orderItemId: ITEM_IDS.b,
  title: 'Cotton Dupatta',
  size: 'Free',
  quantity: 1,
  exchangeSize: null,
  refundPaise: null,
  refundDestination: null,
  pickupAwb: null,
  pickupCourier: null,
  exchangeAwb: null,
  exchangeCourier: null,
  createdAt: '2026-11-26T05:00:00.000Z',
  payouts: [],
};

describe("the order page's story", { timeout: 30_000 }, () => {
  it('shows a COD order returned and refunded by UPI as Refunded, its payout under Payment, its requests', async () => {
    const order = orderDetailFixture({
      status: 'delivered',
      payment: { mode: 'cod', state: 'cod', capturedPaise: 0, refundablePaise: 0, refunds: [] },
      badges: ['refunded'],
      requests: [
        {
          ...request,
          id: RETURN_ID,
          kind: 'return',
          state: 'refunded',
          refundPaise: 90_000,
          refundDestination: 'upi',
          pickupAwb: 'RVP000123456',
          pickupCourier: 'Delhivery',
          payouts: [
            {
              id: '55555555-5555-4555-8555-555555555555',
              amountPaise: 90_000,
              status: 'processed',
              destinationMasked: 'pr**********@okaxis',
              reference: '412345678901',
              createdAt: '2026-11-27T05:00:00.000Z',
              settledAt: '2026-11-27T05:30:00.000Z',
            },
          ],
        },
        {
          ...request,
          id: EXCHANGE_ID,
          orderItemId: ITEM_IDS.a,
          title: 'Chanderi Kurti',
          size: 'M',
          kind: 'exchange',
          state: 'exchange_shipped',
          exchangeSize: 'L',
          pickupAwb: 'RVP000123457',
          exchangeAwb: 'EXC000987654',
          exchangeCourier: 'Bluedart',
        },
      ],
    });
    renderAdmin(PAGE, { staff, routes: { [GET]: [200, order] } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #11111111' })).toBeInTheDocument();
    const header = screen.getByText(/^Placed /).parentElement as HTMLElement;
    expect(within(header).getByText('Delivered')).toBeInTheDocument();
    expect(within(header).getByText('Refunded')).toBeInTheDocument();

    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByRole('list', { name: 'Refunds' })).toHaveTextContent(
      '₹900.00Processed27 Nov 2026, 11:00 amPaid back to pr**********@okaxisBank reference 412345678901',
    );

    const requests = within(screen.getByRole('region', { name: 'Return and exchange requests' }));
    expect(requests.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ReturnRefunded₹900.00Cotton Dupatta · Free × 1Return pickup AWB: RVP000123456 · DelhiveryOpen the request',
      'ExchangeExchange shippedChanderi Kurti · M × 1For size LReturn pickup AWB: RVP000123457' +
        'Exchange shipment AWB: EXC000987654 · BluedartOpen the request',
    ]);
    expect(requests.getAllByRole('link', { name: 'Open the request' }).map((a) => a.getAttribute('href'))).toEqual([
      `/admin/returns/${RETURN_ID}`,
      `/admin/returns/${EXCHANGE_ID}`,
    ]);
  });

  it('shows an RTO on its way back as "RTO in transit", not "Returned"', async () => {
    renderAdmin(PAGE, {
      staff,
      routes: { [GET]: [200, orderDetailFixture({ status: 'returned', badges: ['rto_in_transit'] })] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #11111111' })).toBeInTheDocument();
    const header = screen.getByText(/^Placed /).parentElement as HTMLElement;
    expect(header).toHaveTextContent(/^RTO in transitPlaced/);
  });
});
