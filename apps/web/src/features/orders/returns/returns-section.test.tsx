import { RETURNS_MESSAGES } from '@vastra/domain/returns';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnOptionsFixture, returnRequestFixture } from './testing/return-fixtures';
import { delivered, openDialog, renderOrder } from './testing/return-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Returns and exchanges on the order page', () => {
  it('sends an exchange with its size, quantity, reason, note and photo, then shows it was sent', async () => {
    let sent = false;
    const { api } = renderOrder(delivered, {
      'GET /api/orders/o1/returns': () => [200, { returns: sent ? [returnRequestFixture({ quantity: 2 })] : [] }],
      'POST /api/orders/o1/returns/photos': [201, { _id: 'p1', url: '/uploads/returns/p1.jpg' }],
      'POST /api/orders/o1/returns': () => {
        sent = true;
        return [201, returnRequestFixture({ quantity: 2 })];
      },
    });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Exchange for another size' })).toBeChecked();
    const size = within(dialog).getByRole('combobox', { name: 'New size' });
    expect([...size.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Choose a size', 'L']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RETURNS_MESSAGES.sizeNeeded);
    fireEvent.change(size, { target: { value: 'L' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } });
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    expect([...reason.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose a reason',
      'Size too small',
      'Size too large',
      'Not as pictured',
      'Damaged',
      'Other',
    ]);
    fireEvent.change(reason, { target: { value: 'too_small' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Anything else? (optional)' }), {
      target: { value: 'Tight at the shoulders' },
    });
    const photo = new File(['jpeg'], 'kurti.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText('Add photos (optional)', { selector: 'input' }), {
      target: { files: [photo] },
    });
    expect(await within(dialog).findByRole('img', { name: 'Attachment 1' })).toHaveAttribute(
      'src',
      '/uploads/returns/p1.jpg',
    );
    const [upload] = api.callsTo('POST /api/orders/o1/returns/photos');
    expect(upload?.authorization).toBe('Bearer test-token');
    const init = vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/orders/o1/returns/photos')?.[1];
    expect(((init?.body as FormData).get('file') as File).name).toBe('kurti.jpg');
    expect(within(dialog).getByRole('button', { name: 'Remove photo 1' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(RETURNS_MESSAGES.requestSent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/orders/o1/returns')[0]?.body).toEqual({
      orderItemId: 'i1',
      kind: 'exchange',
      quantity: 2,
      exchangeSize: 'L',
      reason: 'too_small',
      note: 'Tight at the shoulders',
      photoIds: ['p1'],
    });
    expect(await screen.findByText('Exchange: size M → L')).toBeInTheDocument();
    expect(api.callsTo('GET /api/orders/o1/returns/options')).toHaveLength(2);
  });

  it('a COD return asks where the refund goes and checks the UPI ID before sending it', async () => {
    const { api } = renderOrder(delivered, {
      'GET /api/orders/o1/returns/options': [
        200,
        returnOptionsFixture({ refundTo: 'payout', lines: [{ quantity: 1 }] }),
      ],
      'POST /api/orders/o1/returns': [201, returnRequestFixture({ kind: 'return', exchangeSize: null })],
    });
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('combobox', { name: 'Quantity' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Return for a refund' }));
    expect(within(dialog).queryByRole('combobox', { name: 'New size' })).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), {
      target: { value: 'not_as_pictured' },
    });
    const payout = within(dialog).getByRole('group', { name: 'Where should we send your refund?' });
    expect(within(payout).getByRole('radio', { name: 'UPI ID' })).toBeChecked();
    expect(within(payout).getByRole('radio', { name: 'Bank account' })).not.toBeChecked();
    const upi = within(dialog).getByRole('textbox', { name: 'UPI ID' });
    fireEvent.change(upi, { target: { value: 'priya sharma' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a UPI ID like name@bank.');
    expect(upi).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/orders/o1/returns')).toHaveLength(0);
    fireEvent.change(upi, { target: { value: 'priya.sharma@okaxis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.callsTo('POST /api/orders/o1/returns')).toHaveLength(1));
    expect(api.callsTo('POST /api/orders/o1/returns')[0]?.body).toEqual({
      orderItemId: 'i1',
      kind: 'return',
      quantity: 1,
      reason: 'not_as_pictured',
      payout: { kind: 'upi', upiId: 'priya.sharma@okaxis' },
    });
  });

  it('a bank account is checked with the IFSC message; exchange is off when no other size is in stock', async () => {
    renderOrder(delivered, {
      'GET /api/orders/o1/returns/options': [
        200,
        returnOptionsFixture({ refundTo: 'payout', lines: [{ exchangeSizes: [{ size: 'L', inStock: false }] }] }),
      ],
    });
    const dialog = await openDialog();
    const exchange = within(dialog).getByRole('radio', { name: 'Exchange for another size' });
    expect(exchange).toBeDisabled();
    expect(exchange).toHaveAccessibleDescription('No other size is in stock right now.');
    expect(within(dialog).getByRole('radio', { name: 'Return for a refund' })).toBeChecked();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), { target: { value: 'damaged' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bank account' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: "Account holder's name" }), {
      target: { value: 'Asha Verma' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Account number' }), {
      target: { value: '123456789012' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'IFSC' }), { target: { value: 'HDFC123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the 11-character IFSC, like HDFC0001234.',
    );
  });

  it("shows the server's refusal in the dialog and keeps what was chosen", async () => {
    const refusal = { code: 'return_not_allowed', message: RETURNS_MESSAGES.sizeUnavailable('L') };
    renderOrder(delivered, { 'POST /api/orders/o1/returns': [422, refusal] });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'New size' }), { target: { value: 'L' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), { target: { value: 'too_large' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(within(dialog).getByRole('combobox', { name: 'New size' })).toHaveValue('L');
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveValue('too_large');
  });

  it("a prepaid return shows the server's refund, back to the original payment", async () => {
    const { api } = renderOrder(delivered);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Return for a refund' }));
    expect(await within(dialog).findByText('Refund ₹1,299')).toBeInTheDocument();
    expect(within(dialog).getByText(RETURNS_MESSAGES.refundGoesToOriginal)).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Where should we send your refund?' })).toBeNull();
    expect(api.callsTo('POST /api/orders/o1/returns/quote').map((c) => c.body)).toEqual([
      { orderItemId: 'i1', quantity: 1 },
    ]);
  });

  it('shows the refund of the pieces chosen before sending, and why it is less than their price', async () => {
    const message = RETURNS_MESSAGES.offerNoLongerApplies('Buy 2 get 1 free', 86_600);
    const { api } = renderOrder(delivered, {
      'GET /api/orders/o1/returns/options': [200, returnOptionsFixture({ refundTo: 'payout' })],
      'POST /api/orders/o1/returns/quote': (request) =>
        (request.body as { quantity: number }).quantity === 1
          ? [200, { refundPaise: 0, paidPaise: 86_600, message }]
          : [200, { refundPaise: 129_900, paidPaise: 173_200, message: null }],
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Return for a refund' }));
    expect(await within(dialog).findByText('Refund ₹0')).toBeInTheDocument();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByText(RETURNS_MESSAGES.refundGoesToPayout)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } });
    expect(await within(dialog).findByText('Refund ₹1,299')).toBeInTheDocument();
    expect(within(dialog).queryByText(message)).toBeNull();
    expect(api.callsTo('POST /api/orders/o1/returns/quote')).toHaveLength(2);
  });

  it('lists my requests under "Your requests": states, the masked destination, the rejection reason', async () => {
    const returns = [
      returnRequestFixture({ _id: 'r1' }),
      returnRequestFixture({
        _id: 'r2',
        kind: 'return',
        state: 'pickup_scheduled',
        exchangeSize: null,
        refundPaise: 129_900,
        refundDestination: 'upi',
        payoutMasked: 'pr**********@okaxis',
        pickup: { awb: 'RVP123', courier: 'Delhivery', error: null },
        times: { approved: '2026-12-05T05:00:00.000Z', pickup_scheduled: '2026-12-05T05:00:00.000Z' },
      }),
      returnRequestFixture({ _id: 'r3', state: 'rejected', rejectionReason: 'The tags were removed.' }),
    ];
    renderOrder(delivered, { 'GET /api/orders/o1/returns': [200, { returns }] });
    const heading = await screen.findByRole('heading', { level: 3, name: 'Your requests' }, { timeout: 5000 });
    const cards = within(heading.parentElement as HTMLElement)
      .getAllByRole('listitem')
      .filter((li) => !li.closest('ol'));
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByText('Status:').parentElement?.textContent)).toEqual([
      'Status: Requested',
      'Status: Pickup scheduled',
      'Status: Rejected',
    ]);
    expect(cards[1]).toHaveTextContent('Return: ₹1,299.00');
    expect(within(cards[1] as HTMLElement).getByText('Refund to pr**********@okaxis')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Pickup AWB RVP123');
    expect(within(cards[2] as HTMLElement).getByText('Rejected: The tags were removed.')).toBeInTheDocument();
  });
});
