import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURN_TO_STORAGE_KEY } from '../lib/session/return-to';
import { renderRoute } from '../testing/render-route';

afterEach(() => vi.unstubAllGlobals());

describe('ProtectedRoute (docs/rules/ui.md#routes: anonymous visitors go to /login and come back)', () => {
  it('remembers the page a visitor was sent from', async () => {
    const { router } = renderRoute('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/orders' });
  });

  it(
    'remembers the cart for an anonymous /checkout: the checkout would come ' + 'back empty, the cart has the items',
    async () => {
      const { router } = renderRoute('/checkout');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ from: '/cart' });
      expect(sessionStorage.getItem(RETURN_TO_STORAGE_KEY)).toBe('/cart');
    },
  );
});
