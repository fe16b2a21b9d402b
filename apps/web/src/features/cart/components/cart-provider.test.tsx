import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { SessionProvider } from '../../../lib/session/session-provider';
import { installFakeApi, productPageRoutes } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { cartLineFixture, productFixture, shopConfigFixture, userFixture } from '../../../testing/shopper-fixtures';
import { useCart, useCartActions } from '../hooks/use-cart';
import { CartProvider } from './cart-provider';
import type * as BrowserCartStore from '../browser-cart-store';

// The cart's code (and zod, which its rules read carts with) loads only when there is a cart: one stored in this
// browser, a signed-in shopper's, or a first add (cart-provider.tsx). Each store made is counted; the store is the real
// one.
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('../browser-cart-store', async (importOriginal) => {
  const real = await importOriginal<typeof BrowserCartStore>();
  return {
    createBrowserCartStore: () => {
      made.count += 1;
      return real.createBrowserCartStore();
    },
  };
});

const kurti = productFixture();
const routes = productPageRoutes(kurti);

beforeEach(() => {
  made.count = 0;
});
afterEach(() => vi.unstubAllGlobals());

/** 'Add to Cart' once it is enabled, found afresh at each look. */
const enabledAdd = () =>
  waitFor(
    () => {
      const button = screen.getByRole('button', { name: 'Add to Cart' });
      expect(button).toBeEnabled();
      return button;
    },
    { timeout: 15_000 },
  );

describe('the cart loads its code only when there is a cart', { timeout: 20_000 }, () => {
  it("gives a guest with nothing stored an empty bag at once, and loads the cart's code at her first add", async () => {
    const { router } = renderRoute('/product/k1', { routes });
    const add = await enabledAdd();
    expect(made.count).toBe(0);
    await userEvent.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(made.count).toBe(1);
    expect(JSON.parse(localStorage.getItem('vastra_cart') ?? '[]')).toMatchObject([
      { id: 'k1', selectedSize: 'M', quantity: 1 },
    ]);
  });

  it("loads it for a guest's stored bag, and shows its count", async () => {
    renderRoute('/product/k1', { routes, storage: { vastra_cart: [cartLineFixture({ quantity: 2 })] } });
    await enabledAdd();
    expect(made.count).toBe(1);
    expect(await screen.findByRole('link', { name: /Cart, 2 items/ })).toBeInTheDocument();
  });

  it('loads it for a signed-in shopper, whose bag is kept on the server', async () => {
    renderRoute('/product/k1', { routes, user: userFixture({ cart: [] }) });
    await enabledAdd();
    expect(made.count).toBe(1);
  });
});

describe("the cart's changes redraw only what reads it (docs/decisions/157-cart-readers-subscribe.md)", () => {
  it('loads a stored bag and redraws its reader, not a part that only changes the cart', async () => {
    localStorage.setItem('vastra_cart', JSON.stringify([cartLineFixture({ quantity: 2 })]));
    installFakeApi({ 'GET /api/shop-config': [200, shopConfigFixture] });
    const drawn = { reader: 0, changer: 0 };
    function Reader() {
      const { ready, totalQuantity } = useCart();
      drawn.reader += 1;
      return <p>{ready ? `${totalQuantity} in the bag` : 'loading'}</p>;
    }
    function Changer() {
      useCartActions();
      drawn.changer += 1;
      return null;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <CartProvider>
            <Reader />
            <Changer />
          </CartProvider>
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('2 in the bag')).toBeInTheDocument();
    expect(made.count).toBe(1);
    expect(drawn.reader).toBeGreaterThan(1);
    expect(drawn.changer).toBe(1);
  });
});
