import { normalizeProducts, RECENTLY_VIEWED_STORAGE_KEY } from '@vastra/domain/catalog';
import { WISHLIST_MESSAGES as M } from '@vastra/domain/wishlist';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import { installFakeApi } from '../../../testing/fake-api';
import { userFixture } from '../../../testing/shopper-fixtures';
import { NotifyBackInStock } from './notify-back-in-stock';

const PRODUCT_ID = '6f1c2a4e-9d3b-4c7a-8e21-5b0d9f3a7c11';
const [product] = normalizeProducts(
  [
    {
      _id: PRODUCT_ID,
      title: 'Indigo Anarkali Kurti',
      description: '',
      category: 'kurti',
      sizes: ['M', 'L'],
      stockBySize: { M: 0, L: 3 },
      pricesBySize: { M: 899, L: 899 },
      price: 899,
      images: [],
    },
  ],
  'http://localhost:3000',
);

const session = (signedIn: boolean): Session => ({
  user: signedIn ? userFixture() : null,
  token: signedIn ? 'test-token' : null,
  loading: false,
  unchecked: null,
  login: () => undefined,
  logout: () => undefined,
  setUser: () => undefined,
  onLogout: () => () => undefined,
});

function renderNotify(signedIn: boolean, onSignIn = vi.fn()) {
  if (!product) throw new Error('no product');
  render(
    <SessionContext.Provider value={session(signedIn)}>
      <NotifyBackInStock product={product} token={signedIn ? 'test-token' : null} onSignIn={onSignIn} />
    </SessionContext.Provider>,
  );
  return onSignIn;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotifyBackInStock', () => {
  it('records the product as recently viewed on this device, newest first, and offers to share it', () => {
    installFakeApi({});
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(['older-product']));
    renderNotify(false);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]')).toEqual([
      PRODUCT_ID,
      'older-product',
    ]);
    const page = `${window.location.origin}/product/${PRODUCT_ID}`;
    expect(screen.getByRole('link', { name: /^Share on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Indigo Anarkali Kurti ${page}`)}`,
    );
  });

  it(`offers "${M.notifyMe}" for the sold-out size only, and one tap says "${M.notifyWaiting}"`, async () => {
    const api = installFakeApi({
      'GET /api/wishlist': [200, { productIds: [], alerts: [] }],
      'POST /api/back-in-stock': [
        200,
        {
          productId: PRODUCT_ID,
          title: 'Indigo Kurti',
          size: 'M',
          requestedAt: '2026-11-30T06:00:00.000Z',
          notifiedAt: null,
        },
      ],
    });
    renderNotify(true);
    expect(screen.getByText('Size M is sold out.')).toBeInTheDocument();
    expect(screen.queryByText('Size L is sold out.')).not.toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: (name) => name.startsWith(M.notifyMe) && name.includes('size M') }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(M.notifyWaiting);
    expect(api.calls.find((c) => c.path === '/api/back-in-stock')?.body).toEqual({ productId: PRODUCT_ID, size: 'M' });
  });

  it(`asks a guest to sign in: "${M.notifySignIn}"`, () => {
    installFakeApi({});
    const onSignIn = renderNotify(false);
    fireEvent.click(
      screen.getByRole('button', { name: (name) => name.startsWith(M.notifySignIn) && name.includes('size M') }),
    );
    expect(onSignIn).toHaveBeenCalledOnce();
  });
});
