import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadApiContract } from '../lib/api-contract';
import { orderFixture, trackingFixture } from '../testing/order-fixtures';
import { renderRoute } from '../testing/render-route';
import { productFixture, userFixture } from '../testing/shopper-fixtures';
import { preloadScreens } from './router';

const delivered = orderFixture({ _id: 'o1', status: 'delivered', shipping: { awb: 'SIM1', courier: 'Delhivery' } });

// The screens, the reviews' chunk and the API contract loaded ahead, as the page loads its first screen.
beforeAll(() =>
  Promise.all([
    loadApiContract(),
    preloadScreens('/orders/o1'),
    preloadScreens('/product/k1'),
    import('../features/reviews/components/product-reviews'),
  ]),
);
afterEach(() => vi.restoreAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe("'Write a review' on a delivered order", () => {
  it('opens the product page at its review form: scrolled into view and focused', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderRoute('/orders/o1', {
      user: userFixture(),
      routes: {
        'GET /api/orders/o1': [200, delivered],
        'GET /api/orders/track-shipping/o1': [200, trackingFixture({ awb: 'SIM1', currentStatus: 'DELIVERED' })],
        'GET /api/client/products/k1': [200, productFixture()],
        'GET /api/reviews/k1': [200, []],
        'GET /api/reviews/check-eligibility/k1': [200, { eligible: true }],
      },
    });
    const products = await screen.findByRole('region', { name: 'Products' });
    await userEvent.click(within(products).getByRole('link', { name: /^Write a review/ }));
    expect(router.state.location.pathname).toBe('/product/k1');

    const form = await screen.findByRole('form', { name: 'Write a review' });
    await waitFor(() => expect(form).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(form);
  });
});
