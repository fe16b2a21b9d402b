import { AdminReturnRequest } from '@vastra/domain/api';
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
const at = '2026-11-25T06:00:00.000Z';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

/** The request moved to `state` (and whatever else the answer changes). */
const moved = (base: AdminReturnRequest, state: AdminReturnRequest['state'], more: object = {}) =>
  AdminReturnRequest.parse({ ...base, state, times: { ...base.times, [state]: at }, ...more });

function open(request: AdminReturnRequest, n: number, routes: AdminFakeRoutes = {}) {
  return renderAdmin(`/admin/returns/${returnId(n)}`, {
    staff,
    routes: { [`GET ${path(n)}`]: [200, request], ...routes },
  });
}

describe("a return request's page", { timeout: 30_000 }, () => {
  it('shows an exchange: order link, customer, line, reason, photos, steps; approving books the pickup', async () => {
    const user = userEvent.setup({ delay: null });
    const request = returnFixture(1);
    const { api } = open(request, 1, {
      [`POST ${path(1)}/approve`]: [
        200,
        moved(request, 'pickup_scheduled', { pickup: { awb: 'RVP123', courier: 'Delhivery', error: null } }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VST-101' })).toHaveAttribute('href', `/admin/orders/${request.orderId}`);
    // The customer, and the name on the pickup address.
    expect(screen.getAllByText('Priya Sharma')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Pickup address' })).toBeInTheDocument();
    expect(screen.getByText('Block Print Kurti')).toBeInTheDocument();
    expect(screen.getByText('Exchange → L')).toBeInTheDocument();
    expect(screen.getByText('Size too small')).toBeInTheDocument();
    expect(screen.getByText('Tight at the shoulders')).toBeInTheDocument();
    const photo = within(screen.getByRole('list', { name: 'Photos' })).getByRole('link');
    expect(photo).toHaveAttribute('href', '/media/returns/photo-1.jpg');
    expect(screen.queryByRole('heading', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive parcel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve and book pickup' }));
    expect(await toasts().findByText('Pickup scheduled')).toBeInTheDocument();
    expect(api.callsTo(`POST ${path(1)}/approve`)).toHaveLength(1);
    expect(screen.getByText('RVP123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark picked up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Receive parcel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve and book pickup' })).not.toBeInTheDocument();
  });

  it('shows the server message (role=alert) when booking fails, and offers "Try booking again"', async () => {
    const user = userEvent.setup({ delay: null });
    const request = returnFixture(1);
    const failed = moved(request, 'approved', {
      pickup: { awb: null, courier: null, error: 'Pincode not serviceable' },
    });
    const answers = [
      [502, { message: 'The courier could not book the pickup', code: 'provider_failed' }],
      [200, failed],
    ] as const;
    const { api } = open(request, 1, {
      [`POST ${path(1)}/approve`]: () =>
        api.callsTo(`POST ${path(1)}/approve`).length === 1 ? answers[0] : answers[1],
    });
    await user.click(await screen.findByRole('button', { name: 'Approve and book pickup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The courier could not book the pickup');
    await user.click(screen.getByRole('button', { name: 'Approve and book pickup' }));
    expect(await screen.findByRole('button', { name: 'Try booking again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Pincode not serviceable');
  });

  it('rejects only with a reason, sent as {reason}', async () => {
    const user = userEvent.setup({ delay: null });
    const request = returnFixture(1);
    const { api } = open(request, 1, {
      [`POST ${path(1)}/reject`]: [200, moved(request, 'rejected', { rejectionReason: 'Worn and washed' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject request' }));
    await user.click(dialog.getByRole('button', { name: 'Reject request' }));
    expect(await dialog.findByText('Give a reason')).toBeInTheDocument();
    expect(api.callsTo(`POST ${path(1)}/reject`)).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Worn and washed');
    await user.click(dialog.getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST ${path(1)}/reject`)[0]?.body).toEqual({ reason: 'Worn and washed' });
    expect(await screen.findByText('Rejected: Worn and washed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('marks picked up, then receives with the quality check, sent as {qc, note}', async () => {
    const user = userEvent.setup({ delay: null });
    const scheduled = codReturnFixture(2, { state: 'pickup_scheduled' });
    const { api } = open(scheduled, 2, {
      [`POST ${path(2)}/picked-up`]: [200, moved(scheduled, 'picked_up')],
      [`POST ${path(2)}/receive`]: [200, moved(scheduled, 'received', { qcResult: 'reject', qcNote: 'Stained' })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Return request' })).toBeInTheDocument();
    expect(screen.getByText('₹2,499.00')).toBeInTheDocument();
    expect(screen.getByText('ra****@okaxis')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
    expect(await toasts().findByText('Picked up')).toBeInTheDocument();
    expect(api.callsTo(`POST ${path(2)}/picked-up`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark picked up' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Receive parcel' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Quality check' }));
    expect(dialog.getByRole('radio', { name: 'Accept — item is as sent' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: 'Reject — item fails the check' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm receipt' }));
    expect(await dialog.findByText('Say why the item fails the check')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Note' }), 'Stained');
    await user.click(dialog.getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST ${path(2)}/receive`)[0]?.body).toEqual({ qc: 'reject', note: 'Stained' });
    expect(await screen.findByText('Quality check: rejected')).toBeInTheDocument();
  });

  it('accepts a parcel without a note; a received request offers "Try again" (complete)', async () => {
    const user = userEvent.setup({ delay: null });
    const pickedUp = returnFixture(1, { state: 'picked_up' });
    const { api } = open(pickedUp, 1, {
      [`POST ${path(1)}/receive`]: [200, moved(pickedUp, 'received', { qcResult: 'accept' })],
      [`POST ${path(1)}/complete`]: [
        200,
        moved(pickedUp, 'exchange_shipped', { exchangeShipment: { awb: 'FWD9', courier: 'Delhivery', error: null } }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Receive parcel' }));
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST ${path(1)}/receive`)[0]?.body).toEqual({ qc: 'accept' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await toasts().findByText('Exchange shipped')).toBeInTheDocument();
    expect(api.callsTo(`POST ${path(1)}/complete`)).toHaveLength(1);
    expect(screen.getByText('FWD9')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a received return whose refund the gateway accepted says it waits for the gateway', async () => {
    const waiting = codReturnFixture(3, {
      state: 'received',
      refundDestination: 'original_payment',
      payoutMasked: null,
      paymentMode: 'prepaid',
      refund: { status: 'pending', reference: 'rfnd_Pending0001', failureReason: null },
    });
    open(waiting, 3);
    expect(
      await screen.findByText('The gateway accepted the refund; the request is refunded once the gateway confirms it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText('rfnd_Pending0001')).toBeInTheDocument();
    // Nothing to try again: the gateway has the refund.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a received return whose refund failed shows the reason and offers "Try again"', async () => {
    const failed = codReturnFixture(4, {
      state: 'received',
      refundDestination: 'original_payment',
      payoutMasked: null,
      paymentMode: 'prepaid',
      refund: { status: 'failed', reference: 'rfnd_Failed00001', failureReason: 'Refused by the gateway' },
    });
    open(failed, 4);
    expect(await screen.findByText('Refused by the gateway')).toBeInTheDocument();
    expect(screen.getByText('The refund or the new size did not go out yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
