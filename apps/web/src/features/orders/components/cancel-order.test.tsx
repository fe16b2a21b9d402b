import type { Order } from '@vastra/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture, trackingFixture } from '../../../testing/order-fixtures';
import { renderRoute } from '../../../testing/render-route';
import type { FakeRoutes } from '../../../testing/fake-api';
import { userFixture } from '../../../testing/shopper-fixtures';
import { CANCEL_MESSAGES } from './cancel-order';

function renderOrder(order: Order, routes: FakeRoutes = {}) {
  return renderRoute(`/orders/${order._id}`, {
    user: userFixture(),
    routes: {
      [`GET /api/orders/${order._id}`]: [200, order],
      [`GET /api/orders/track-shipping/${order._id}`]: [200, trackingFixture()],
      ...routes,
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Cancel order on the order page', () => {
  it('asks why, sends the reason, then shows the cancellation and the refund', async () => {
    const order = orderFixture({ _id: 'o1', status: 'placed', cancellable: true });
    const cancelled = orderFixture({
      _id: 'o1',
      status: 'cancelled',
      cancellable: false,
      cancelledBy: 'shopper',
      cancelledAt: '2026-11-26T05:00:00.000Z',
      shipping: { cancellationReason: 'Want to change size or colour' },
      refunds: [{ amount: 2598, status: 'pending', createdAt: '2026-11-26T05:00:00.000Z', settledAt: null }],
    });
    const { api } = renderOrder(order, { 'POST /api/orders/o1/cancel': [200, cancelled] });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Your payment is refunded in full');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CANCEL_MESSAGES.chooseReason);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Want to change size or colour' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled on 26 Nov 2026: Want to change size or colour')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Refunds' })).toHaveTextContent('Refund of ₹2,598.00: processing');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/orders/o1/cancel')[0]?.body).toEqual({ reason: 'Want to change size or colour' });
    // The cancellation's credit note is asked for again, without a reload.
    await waitFor(() => expect(api.callsTo('GET /api/orders/o1/tax-documents')).toHaveLength(2));
  });

  it("'Other' asks for her words; the API's refusal shows in the dialog", async () => {
    const order = orderFixture({ _id: 'o2', status: 'placed', cancellable: true });
    const refusal = { code: 'order_not_cancellable', message: 'Your parcel is already with the courier, so …' };
    const { api } = renderOrder(order, { 'POST /api/orders/o2/cancel': [409, refusal] });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CANCEL_MESSAGES.describeOther);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Your reason' }), {
      target: { value: 'Bought it in a shop' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText(refusal.message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/orders/o2/cancel')[0]?.body).toEqual({ reason: 'Bought it in a shop' });
  });

  it('offers no cancel once the order is not cancellable', async () => {
    renderOrder(orderFixture({ _id: 'o3', status: 'shipped', cancellable: false }));
    expect(await screen.findByRole('region', { name: 'Order Info' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
