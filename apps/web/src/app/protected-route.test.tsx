import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURN_TO_STORAGE_KEY } from '../lib/session/return-to';
import { TOKEN_STORAGE_KEY } from '../lib/session/token-storage';
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

  it('says a signed-in shopper is offline when her session cannot be checked, not to sign in again', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    const { router } = renderRoute('/orders', { routes: { 'GET /api/auth/me': 'network-error' } });
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('stored-token');
  });

  it('sends a shopper whose session the server refused to sign in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired-token');
    const { router } = renderRoute('/orders', {
      routes: { 'GET /api/auth/me': [401, { message: 'Authentication required' }] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
  });
});
