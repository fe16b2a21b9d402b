import type { Order } from '@vastra/domain/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture, trackingFixture } from '../../../testing/order-fixtures';
import { renderRoute } from '../../../testing/render-route';
import type { FakeRoutes } from '../../../testing/fake-api';
import { userFixture } from '../../../testing/shopper-fixtures';

// COD confirmation on the order page and on the SMS link's page (docs/decisions/035-cod-confirmation.md).

const DEADLINE = '2026-11-28T05:00:00.000Z';

function renderOrder(order: Order, routes: FakeRoutes) {
  return renderRoute(`/orders/${order._id}`, {
    user: userFixture(),
    routes: {
      [`GET /api/orders/track-shipping/${order._id}`]: [200, trackingFixture()],
      ...routes,
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the order page of a COD order awaiting confirmation', () => {
  it('asks for the code from the SMS, shows a refusal, and hides itself once confirmed', async () => {
    const awaiting = orderFixture({
      _id: 'c1',
      status: 'placed',
      paymentMode: 'cod',
      codConfirmation: { state: 'awaiting', deadline: DEADLINE },
    });
    const confirmed = { ...awaiting, codConfirmation: { state: 'confirmed' as const, deadline: DEADLINE } };
    let current: Order = awaiting;
    const wrong = { code: 'cod_confirmation_invalid', message: 'That code is not right.' };
    const { api } = renderOrder(awaiting, {
      'GET /api/orders/c1': () => [200, current],
      'POST /api/orders/c1/confirm-cod': (call) => {
        if ((call.body as { code: string }).code !== '123456') return [422, wrong];
        current = confirmed;
        return [200, confirmed];
      },
    });
    const panel = await screen.findByRole('region', { name: 'Awaiting your confirmation' }, { timeout: 5000 });
    expect(panel).toHaveTextContent('We sent you an SMS with a link and a 6-digit code.');
    expect(panel).toHaveTextContent('unconfirmed, it is cancelled on 28 Nov 2026');
    const code = within(panel).getByRole('textbox', { name: 'Code from the SMS' });
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm order' }));
    expect(await within(panel).findByText('That code is not right.')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm order' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Awaiting your confirmation' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /api/orders/c1/confirm-cod').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('shows nothing for an order that needs no confirmation', async () => {
    const order = orderFixture({ _id: 'c2', status: 'placed', paymentMode: 'cod' });
    renderOrder(order, { 'GET /api/orders/c2': [200, order] });
    expect(await screen.findByRole('heading', { name: 'Order Info' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Awaiting your confirmation' })).not.toBeInTheDocument();
  });
});

describe("the SMS link's page /c/{token}", () => {
  it('confirms only when the button is pressed, then thanks the shopper', async () => {
    const { api } = renderRoute('/c/tok_abcdefghijklmnopqrstu', {
      routes: { 'POST /api/cod/confirm': [200, { order: '#C0FFEE12', status: 'confirmed' }] },
    });
    const button = await screen.findByRole('button', { name: 'Confirm my order' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Confirm your cash on delivery order' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/cod/confirm')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Order #C0FFEE12 is confirmed and will be shipped soon.',
    );
    expect(api.callsTo('POST /api/cod/confirm')[0]?.body).toEqual({ token: 'tok_abcdefghijklmnopqrstu' });
  });

  it("shows the API's refusal of a link that is no longer valid", async () => {
    const refusal = { code: 'cod_confirmation_invalid', message: 'This confirmation link is not valid.' };
    renderRoute('/c/tok_abcdefghijklmnopqrstu', { routes: { 'POST /api/cod/confirm': [422, refusal] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my order' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is not valid.');
  });
});
