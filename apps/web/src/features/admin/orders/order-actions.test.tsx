import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import { ITEM_IDS, ORDER_ID, orderDetailFixture } from '../testing/after-sale-fixtures';
import { renderAdmin } from '../testing/render-admin';

const PAGE = `/admin/orders/${ORDER_ID}`;
const GET = `GET /api/admin/orders/${ORDER_ID}`;
const POST = (action: string) => `POST /api/admin/orders/${ORDER_ID}/${action}`;
/** The order's internal notes panel, empty (else its own "Not found" alert shows beside the action's). */
const NOTES = { [`GET /api/admin/orders/${ORDER_ID}/notes`]: [200, { notes: [], tags: [] }] } as const;
const staff = staffFixture();

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

// The first render of a file loads the back office's screens: on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

describe('order page actions', { timeout: 30_000 }, () => {
  it('books now, shows the answer and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const booked = orderDetailFixture({ shipment: { awb: 'AWB123', courier: 'Delhivery', bookingAttempts: 1 } });
    const { api } = renderAdmin(PAGE, {
      staff,
      routes: { [GET]: [200, orderDetailFixture({ actions: { book: true } })], [POST('book')]: [200, booked] },
    });
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Booked with the courier')).toBeInTheDocument();
    expect(region('Shipment').getByText('AWB123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
    expect(api.callsTo(POST('book'))).toHaveLength(1);
    expect(api.callsTo(POST('book'))[0]?.body).toEqual({});
  });

  it('offers Retry booking after a failed attempt and shows why the retry failed', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(PAGE, {
      staff,
      routes: {
        [GET]: [
          200,
          orderDetailFixture({
            actions: { book: true },
            shipment: { bookingAttempts: 2, lastBookingError: 'Pincode not serviceable' },
          }),
        ],
        [POST('book')]: [502, { message: 'The courier did not answer. Try again.', code: 'provider_failed' }],
        ...NOTES,
      },
    });
    expect(await screen.findByText('Pincode not serviceable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The courier did not answer. Try again.');
    expect(screen.getByRole('button', { name: 'Retry booking' })).toBeEnabled();
  });

  it('cancels with a required reason, telling a prepaid order is refunded in full', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin(PAGE, {
      staff,
      routes: {
        [GET]: [200, orderDetailFixture({ actions: { cancel: true, book: true } })],
        [POST('cancel')]: (call) =>
          (call.body as { reason: string }).reason === 'try'
            ? [
                409,
                {
                  message: 'The parcel is already with the courier: use Return to origin instead',
                  code: 'order_not_cancellable',
                },
              ]
            : [200, orderDetailFixture({ status: 'cancelled', shipment: { cancellationReason: 'Asked by phone' } })],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    expect(dialog.getByText(/The payment of ₹2,499.00 will be refunded in full\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(dialog.getByText('Give a reason')).toBeInTheDocument();
    expect(api.callsTo(POST('cancel'))).toHaveLength(0);

    await user.type(dialog.getByLabelText(/Reason/), 'try');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(
      await dialog.findByText('The parcel is already with the courier: use Return to origin instead'),
    ).toBeInTheDocument();

    await user.clear(dialog.getByLabelText(/Reason/));
    await user.type(dialog.getByLabelText(/Reason/), '  Asked by phone ');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(POST('cancel')).map((call) => call.body)).toEqual([
      { reason: 'try' },
      { reason: 'Asked by phone' },
    ]);
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(screen.getByText('Asked by phone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('does not mention a refund when a cash on delivery order is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(PAGE, {
      staff,
      routes: {
        [GET]: [
          200,
          orderDetailFixture({
            actions: { cancel: true },
            payment: {
              mode: 'cod',
              state: 'cod',
              gatewayOrderId: null,
              gatewayPaymentId: null,
              capturedPaise: 0,
              refundablePaise: 0,
            },
          }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('dialog', { name: 'Cancel this order?' })).toHaveTextContent(
      'The booking is cancelled and the stock goes back.',
    );
    expect(screen.getByRole('dialog')).not.toHaveTextContent('refunded');
  });

  it('names both of the cancel dialog\'s buttons: "Keep order" closes it and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin(PAGE, {
      staff,
      routes: { [GET]: [200, orderDetailFixture({ actions: { cancel: true } })] },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this order?' }));
    expect(dialog.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(POST('cancel'))).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('refunds a line, or another amount typed in rupees', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin(PAGE, {
      staff,
      routes: {
        [GET]: [200, orderDetailFixture({ actions: { refund: true } })],
        [POST('refunds')]: (call) =>
          (call.body as { amountPaise?: number }).amountPaise === 999_999_00
            ? [
                409,
                {
                  message: 'A refund can be at most ₹1,599.00, what is left of the payment',
                  code: 'refund_not_allowed',
                },
              ]
            : [200, orderDetailFixture({ actions: { refund: true }, payment: { state: 'refund_pending' } })],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Refund money' }));
    expect(dialog.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'Chanderi Kurti (M): ₹1,599.00',
      'Cotton Dupatta (Free): ₹900.00',
      'Other amount',
    ]);
    await user.click(dialog.getByRole('radio', { name: 'Cotton Dupatta (Free): ₹900.00' }));
    await user.type(dialog.getByLabelText(/Reason/), 'Torn');
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    expect(region('Payment').getByText('Refund pending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    dialog = within(screen.getByRole('dialog', { name: 'Refund money' }));
    await user.click(dialog.getByRole('radio', { name: 'Other amount' }));
    await user.type(dialog.getByLabelText('Amount in rupees'), '12.345');
    await user.type(dialog.getByLabelText(/Reason/), 'Goodwill');
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    expect(dialog.getByText('Enter an amount in rupees, like 499 or 499.50')).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Amount in rupees'));
    await user.type(dialog.getByLabelText('Amount in rupees'), '9,99,999');
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    expect(
      await dialog.findByText('A refund can be at most ₹1,599.00, what is left of the payment'),
    ).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Amount in rupees'));
    await user.type(dialog.getByLabelText('Amount in rupees'), '₹ 499.50');
    await user.click(dialog.getByRole('button', { name: 'Issue refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(POST('refunds')).map((call) => call.body)).toEqual([
      { reason: 'Torn', itemId: ITEM_IDS.b },
      { reason: 'Goodwill', amountPaise: 99_999_900 },
      { reason: 'Goodwill', amountPaise: 49_950 },
    ]);
  });

  it('answers a failed delivery: re-attempt with a comment, or return to origin after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const ndr = {
      state: 'open',
      reason: 'address_incomplete',
      reasonText: 'Address incomplete',
      at: '2026-11-25T08:30:00.000Z',
      attempts: 1,
    } as const;
    const { api } = renderAdmin(PAGE, {
      staff,
      routes: {
        [GET]: [200, orderDetailFixture({ status: 'shipped', actions: { ndr: true }, shipment: { awb: 'A1', ndr } })],
        [POST('ndr')]: (call) =>
          (call.body as { action: string }).action === 'reattempt'
            ? [
                200,
                orderDetailFixture({
                  status: 'shipped',
                  actions: { ndr: true },
                  shipment: { awb: 'A1', ndr: { ...ndr, state: 'reattempt_requested' } },
                }),
              ]
            : [409, { message: 'This order has no failed delivery waiting for an action', code: 'action_not_allowed' }],
      },
    });
    const box = within(await screen.findByRole('group', { name: 'Failed delivery' }));
    await user.type(box.getByLabelText(/Comment for the courier/), ' Call before coming ');
    await user.click(box.getByRole('button', { name: 'Re-attempt delivery' }));
    expect(await screen.findByText('The courier will try to deliver again')).toBeInTheDocument();
    expect(box.getByText(/Re-attempt asked/)).toBeInTheDocument();
    expect(box.getByLabelText(/Comment for the courier/)).toHaveValue('');

    await user.click(box.getByRole('button', { name: 'Return to origin' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Return this parcel to the shop?' }));
    expect(dialog.getByText(/This cannot be undone/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: "Don't return" })).toBeEnabled();
    expect(dialog.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Return to origin' }));
    expect(await dialog.findByText('This order has no failed delivery waiting for an action')).toBeInTheDocument();
    expect(api.callsTo(POST('ndr')).map((call) => call.body)).toEqual([
      { action: 'reattempt', comment: 'Call before coming' },
      { action: 'return' },
    ]);
  });

  it('receives a returned parcel back with each line checked: restock or damaged', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdmin(PAGE, {
      staff,
      routes: {
        [GET]: [200, orderDetailFixture({ status: 'returned', actions: { receivedBack: true } })],
        [POST('received-back')]: [
          200,
          orderDetailFixture({ status: 'returned', shipment: { receivedBackAt: '2026-11-26T09:00:00.000Z' } }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Received back' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Has the parcel come back?' }));
    expect(
      dialog.getByText('Check each item: only those marked "Back into stock" are added to stock.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Not yet' })).toBeEnabled();
    expect(dialog.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Received back' }));
    expect(
      dialog.getByText('Check each line once: say whether it goes back into stock or is damaged'),
    ).toBeInTheDocument();
    expect(api.callsTo(POST('received-back'))).toHaveLength(0);
    const kurti = within(dialog.getByRole('group', { name: 'Chanderi Kurti · M × 2' }));
    await user.click(kurti.getByRole('radio', { name: 'Back into stock' }));
    const dupatta = within(dialog.getByRole('group', { name: 'Cotton Dupatta · Free × 1' }));
    await user.click(dupatta.getByRole('radio', { name: 'Damaged' }));
    await user.click(dialog.getByRole('button', { name: 'Received back' }));
    expect(await screen.findByText('Parcel received back; stock updated')).toBeInTheDocument();
    expect(region('Shipment').getByText('26 Nov 2026, 2:30 pm IST')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Received back' })).not.toBeInTheDocument();
    expect(api.callsTo(POST('received-back'))[0]?.body).toEqual({
      lines: [
        { itemId: ITEM_IDS.a, condition: 'restock' },
        { itemId: ITEM_IDS.b, condition: 'damaged' },
      ],
    });
  });

  it('shows a packer Book now but neither Refund nor Cancel order (the Refunds permission)', async () => {
    const packer = staffFixture({ id: 's-pia', fullName: 'Pia Packer', role: 'packer' });
    renderAdmin(PAGE, {
      staff: packer,
      routes: { [GET]: [200, orderDetailFixture({ actions: { cancel: true, book: true, refund: true } })] },
    });
    expect(await screen.findByRole('button', { name: 'Book now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows a manager Refund and Cancel order', async () => {
    const manager = staffFixture({ id: 's-mohan', fullName: 'Mohan Manager', role: 'manager' });
    renderAdmin(PAGE, {
      staff: manager,
      routes: { [GET]: [200, orderDetailFixture({ actions: { cancel: true, book: true, refund: true } })] },
    });
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });
});
