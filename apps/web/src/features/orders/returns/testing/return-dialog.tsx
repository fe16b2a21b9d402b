import type { Order } from '@vastra/domain/api';
import type { Language } from '@vastra/domain/i18n';
import { fireEvent, screen, within } from '@testing-library/react';
import type { FakeRoutes } from '../../../../testing/fake-api';
import { orderFixture, trackingFixture } from '../../../../testing/order-fixtures';
import { renderRoute } from '../../../../testing/render-route';
import { userFixture } from '../../../../testing/shopper-fixtures';
import { returnOptionsFixture } from './return-fixtures';

// The dialog's form loads lazily on the first click; loaded here so a test waits only for its own behaviour.
await import('../return-request-form');

export const delivered = orderFixture({ _id: 'o1', status: 'delivered' });
export const BUTTON = 'Return or exchange Indigo Anarkali Kurti, size M';

export function renderOrder(order: Order, routes: FakeRoutes = {}, language?: Language) {
  return renderRoute(`/orders/${order._id}`, {
    language,
    user: userFixture(),
    routes: {
      [`GET /api/orders/${order._id}`]: [200, order],
      [`GET /api/orders/track-shipping/${order._id}`]: [200, trackingFixture()],
      'GET /api/orders/o1/returns/options': [200, returnOptionsFixture()],
      'GET /api/orders/o1/returns': [200, { returns: [] }],
      'POST /api/orders/o1/returns/quote': [200, { refundPaise: 129_900, paidPaise: 129_900, message: null }],
      ...routes,
    },
  });
}

export async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: BUTTON }, { timeout: 5000 }));
  const dialog = screen.getByRole('dialog', { name: 'Return or exchange' });
  await within(dialog).findByRole('group', { name: 'What would you like?' });
  return dialog;
}
