import { AdminReturnRequest } from '@vastra/domain/api';
import { RETURNS_MESSAGES } from '@vastra/domain/returns';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffFixture } from '../testing/admin-fixtures';
import type { AdminFakeRoutes } from '../testing/admin-fake-api';
import { renderAdmin } from '../testing/render-admin';
import { codReturnFixture, returnFixture, returnId } from './testing/return-fixtures';

/** The toasts' region: a step's toast names the state, which its badge names too. */
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

const staff = staffFixture();
const path = (n: number) => `/api/admin/returns/${returnId(n)}`;
const WAITING = "Waiting to be paid from the bank: pay ₹2,499.00 to ra****@okaxis, then record the bank's reference.";

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

/** A COD return received, its payout waiting for staff to pay it from the bank (the manual provider). */
const waiting = (more: object = {}) =>
  codReturnFixture(2, {
    state: 'received',
    qcResult: 'accept',
    refund: { status: 'pending', reference: null, failureReason: null },
    times: { ...returnFixture(2).times, received: '2026-11-25T06:00:00.000Z' },
    ...more,
  });

function open(request: AdminReturnRequest, routes: AdminFakeRoutes = {}, member = staff) {
  return renderAdmin(`/admin/returns/${returnId(2)}`, {
    staff: member,
    routes: { [`GET ${path(2)}`]: [200, request], ...routes },
  });
}

describe('recording a bank payment of a COD return', { timeout: 30_000 }, () => {
  it('is offered (instead of "Try again") only while a received COD return waits for the bank payment', async () => {
    const view = open(waiting());
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record bank payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    view.unmount();

    const others = [
      ['a COD return whose payout is not written yet', waiting({ refund: null })],
      [
        'a COD return whose payout failed',
        waiting({ refund: { status: 'failed', reference: null, failureReason: 'Closed' } }),
      ],
      [
        'a prepaid return with its refund pending',
        waiting({ paymentMode: 'prepaid', refundDestination: 'original_payment', payoutMasked: null }),
      ],
    ] as const;
    for (const [name, request] of others) {
      const other = open(request);
      expect(await screen.findByRole('button', { name: 'Try again' }), name).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Record bank payment' }), name).not.toBeInTheDocument();
      other.unmount();
    }
    for (const state of ['picked_up', 'refunded'] as const) {
      const other = open(waiting({ state }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Return request' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Record bank payment' }), state).not.toBeInTheDocument();
      other.unmount();
    }
  });

  it("shows the server's message in the dialog for a bad reference, then records a good one: refunded", async () => {
    const user = userEvent.setup({ delay: null });
    const request = waiting();
    const refunded = AdminReturnRequest.parse({
      ...request,
      state: 'refunded',
      refund: { status: 'processed', reference: 'UTR123456789', failureReason: null },
      times: { ...request.times, refunded: '2026-11-25T07:00:00.000Z' },
    });
    const bad = { message: `reference: ${RETURNS_MESSAGES.bankReference}`, code: 'bad_request', field: 'reference' };
    const { api } = open(request, {
      [`POST ${path(2)}/payout-paid`]: () =>
        api.callsTo(`POST ${path(2)}/payout-paid`).length === 1 ? [400, bad] : [200, refunded],
    });
    await user.click(await screen.findByRole('button', { name: 'Record bank payment' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Record bank payment' }));
    const field = dialog.getByRole('textbox', { name: 'Bank reference (UTR)' });
    await user.type(field, 'abc def');
    await user.click(dialog.getByRole('button', { name: 'Mark as paid' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(bad.message);
    expect(api.callsTo(`POST ${path(2)}/payout-paid`)[0]?.body).toEqual({ reference: 'abc def' });

    await user.clear(field);
    await user.type(field, 'UTR123456789');
    await user.click(dialog.getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST ${path(2)}/payout-paid`)[1]?.body).toEqual({ reference: 'UTR123456789' });
    expect(await toasts().findByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('UTR123456789')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record bank payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows where the parcel is picked up from', async () => {
    open(waiting());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Pickup address' });
    const address = heading.parentElement?.querySelector('address');
    expect(address).toHaveTextContent('Ravi Kumar14 MG Road, Koregaon ParkPune, Maharashtra 411001+919876543210');
  });

  it('shows an owner the full UPI ID only after "Show full details", which says it is recorded', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = open(waiting(), {
      [`POST ${path(2)}/payout-destination`]: [
        200,
        { destination: { kind: 'upi', upiId: 'ravi.kumar@okaxis' }, amountPaise: 249_900 },
      ],
    });
    expect(await screen.findByText('Seeing the full details is recorded in the activity log.')).toBeInTheDocument();
    expect(screen.queryByText(/ravi\.kumar@okaxis/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show full details' }));
    expect(await screen.findByText('UPI ID: ravi.kumar@okaxis')).toBeInTheDocument();
    expect(api.callsTo(`POST ${path(2)}/payout-destination`)).toHaveLength(1);
  });

  it('offers a manager and a packer neither the full details nor Record bank payment; says who may pay', async () => {
    for (const role of ['manager', 'packer'] as const) {
      const view = open(waiting(), {}, staffFixture({ id: `s-${role}`, role }));
      expect(await screen.findByText(WAITING), role).toBeInTheDocument();
      expect(
        screen.getByText('Waiting for someone with the Payouts permission to pay it from the bank.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Show full details' }), role).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Record bank payment' }), role).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
