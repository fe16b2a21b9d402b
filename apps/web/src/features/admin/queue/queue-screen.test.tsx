import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import {
  orderDetailFixture,
  queueFixture,
  queueOrderFixture,
  queuePaymentFixture,
} from '../testing/after-sale-fixtures';
import { renderAdmin } from '../testing/render-admin';

const QUEUE = 'GET /api/admin/queue';
const staff = staffFixture();
const order = (n: number) => queueOrderFixture(n);
const orderPath = (n: number) => `/api/admin/orders/${order(n).id}`;
const payment = queuePaymentFixture();
const PAYMENT = `/api/admin/payments/${payment.id}`;

afterEach(() => vi.unstubAllGlobals());

function section(name: RegExp) {
  return within(screen.getByRole('region', { name }));
}

// The first render of a file loads the back office's screens: on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

describe('needs a hand', { timeout: 30_000 }, () => {
  it('lists the four sections with their counts; an empty one says so', async () => {
    renderAdmin('/admin/queue', {
      staff,
      routes: {
        [QUEUE]: [
          200,
          queueFixture({
            unbooked: [queueOrderFixture(1, { detail: 'Pincode not serviceable' })],
            ndr: [
              queueOrderFixture(2, {
                status: 'shipped',
                awb: 'AWB22',
                courier: 'Delhivery',
                detail: 'Customer unavailable · 2 attempts',
              }),
            ],
            returns: [],
            payments: [payment],
            counts: { unbooked: 120, ndr: 1, returns: 0, payments: 1 },
          }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Not booked 120' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Not booked 120',
      'Failed deliveries 1',
      'Returns to receive 0',
      'Payments without an order 1',
    ]);
    const unbooked = section(/^Not booked/);
    expect(unbooked.getByRole('link', { name: '#00000001' })).toHaveAttribute('href', `/admin/orders/${order(1).id}`);
    expect(unbooked.getByText('Pincode not serviceable')).toBeInTheDocument();
    expect(unbooked.getByText('Since 24 Nov 2026, 10:00 am IST')).toBeInTheDocument();
    expect(unbooked.getByText('₹999.00')).toBeInTheDocument();

    const ndr = section(/^Failed deliveries/);
    expect(ndr.getByText('Customer unavailable · 2 attempts')).toBeInTheDocument();
    expect(ndr.getByText('AWB22')).toBeInTheDocument();
    expect(ndr.getByRole('button', { name: 'Re-attempt delivery' })).toBeInTheDocument();
    expect(ndr.getByRole('button', { name: 'Return to origin' })).toBeInTheDocument();

    expect(section(/^Returns to receive/).getByText('Nothing here')).toBeInTheDocument();

    const payments = section(/^Payments without an order/);
    expect(payments.getByText('₹1,500.00')).toBeInTheDocument();
    expect(payments.getByText('From the gateway')).toBeInTheDocument();
    expect(payments.getByText('Gateway order: order_LOST1')).toBeInTheDocument();
    expect(payments.getByText('Gateway payment: pay_LOST1')).toBeInTheDocument();
    expect(payments.getByText('Captured, but the basket ran out of stock')).toBeInTheDocument();
  });

  it('retries a booking, the button busy meanwhile, and shows why it failed', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin('/admin/queue', {
      staff,
      routes: {
        [QUEUE]: [200, queueFixture({ unbooked: [order(1)] })],
        [`POST ${orderPath(1)}/book`]: [
          502,
          { message: 'The courier did not answer. Try again.', code: 'provider_failed' },
        ],
      },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // Hold the booking's answer to see the button while it is pending.
    const fake = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (typeof input === 'string' && input.endsWith('/book')) await held;
        return fake(input, init);
      }),
    );
    await user.click(retry);
    await waitFor(() => expect(retry).toBeDisabled());
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('The courier did not answer. Try again.');
    expect(retry).toBeEnabled();
    expect(api.callsTo(`POST ${orderPath(1)}/book`)).toHaveLength(1);
  });

  it('answers failed deliveries and receives returns, then reloads the queue', async () => {
    const user = userEvent.setup({ delay: null });
    let settled = false;
    const { api } = renderAdmin('/admin/queue', {
      staff,
      routes: {
        [QUEUE]: () => [
          200,
          settled ? queueFixture() : queueFixture({ ndr: [order(2), order(3)], returns: [order(4)] }),
        ],
        [`POST ${orderPath(2)}/ndr`]: [200, orderDetailFixture()],
        [`POST ${orderPath(3)}/ndr`]: [200, orderDetailFixture()],
        [`POST ${orderPath(4)}/received-back`]: [
          409,
          { message: 'Only an order returning to origin can be received back', code: 'action_not_allowed' },
        ],
      },
    });
    const ndr = await screen.findByRole('region', { name: /^Failed deliveries/ });
    const [first, second] = within(ndr).getAllByRole('listitem');
    // Staff can call the customer from the card, and leave the courier a comment as on the order page.
    expect(within(first as HTMLElement).getByRole('link', { name: 'Call +919876500002' })).toHaveAttribute(
      'href',
      'tel:+919876500002',
    );
    await user.type(within(first as HTMLElement).getByLabelText(/Comment for the courier/), ' Call before coming ');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Re-attempt delivery' }));
    expect(await screen.findByText('The courier will try to deliver again')).toBeInTheDocument();

    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Return to origin' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Return this parcel to the shop?' }));
    await user.click(dialog.getByRole('button', { name: 'Return to origin' }));
    expect(await screen.findByText('The courier will bring the parcel back')).toBeInTheDocument();
    expect(api.callsTo(`POST ${orderPath(2)}/ndr`)[0]?.body).toEqual({
      action: 'reattempt',
      comment: 'Call before coming',
    });
    expect(api.callsTo(`POST ${orderPath(3)}/ndr`)[0]?.body).toEqual({ action: 'return' });

    // A parcel back at origin is received on its order's page, where each line is checked.
    expect(section(/^Returns to receive/).getByRole('link', { name: 'Check and receive' })).toHaveAttribute(
      'href',
      `/admin/orders/${order(4).id}`,
    );

    const before = api.callsTo(QUEUE).length;
    settled = true;
    await user.click(
      section(/^Failed deliveries/).getAllByRole('button', { name: 'Re-attempt delivery' })[0] as HTMLElement,
    );
    await waitFor(() => expect(api.callsTo(QUEUE).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getAllByText('Nothing here')).toHaveLength(4));
  });

  it('refunds a payment without an order after asking for a reason', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin('/admin/queue', {
      staff,
      routes: {
        [QUEUE]: [200, queueFixture({ payments: [queuePaymentFixture({ canCreateOrder: false })] })],
        [`POST ${PAYMENT}/refund`]: [200, queuePaymentFixture({ resolution: 'refunded' })],
      },
    });
    const payments = within(await screen.findByRole('region', { name: /^Payments without an order/ }));
    expect(payments.queryByRole('button', { name: 'Create order' })).not.toBeInTheDocument();
    await user.click(payments.getByRole('button', { name: 'Refund' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund this payment?' }));
    expect(dialog.getByText('₹1,500.00 goes back to the shopper in full.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    expect(dialog.getByText('Give a reason')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Reason/), 'Out of stock');
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    expect(await screen.findByText('Payment refunded')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${PAYMENT}/refund`).map((call) => call.body)).toEqual([{ reason: 'Out of stock' }]);
  });

  it('creates the order of a payment and links to it', async () => {
    const user = userEvent.setup({ delay: null });
    const newOrder = '99999999-9999-4999-8999-999999999999';
    const { api } = renderAdmin('/admin/queue', {
      staff,
      routes: {
        [QUEUE]: [200, queueFixture({ payments: [payment] })],
        [`POST ${PAYMENT}/create-order`]: [
          200,
          { payment: queuePaymentFixture({ resolution: 'order_created', orderId: newOrder }), orderId: newOrder },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Order created')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the new order' })).toHaveAttribute(
      'href',
      `/admin/orders/${newOrder}`,
    );
    expect(api.callsTo(`POST ${PAYMENT}/create-order`)).toHaveLength(1);
  });

  it('shows why a payment could not become an order', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/queue', {
      staff,
      routes: {
        [QUEUE]: [200, queueFixture({ payments: [payment] })],
        [`POST ${PAYMENT}/create-order`]: [409, { message: 'Kurti (M) is out of stock', code: 'out_of_stock' }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kurti (M) is out of stock');
  });
});
