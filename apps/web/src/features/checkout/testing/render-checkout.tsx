import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@vastra/domain/api';
import type { Language } from '@vastra/domain/i18n';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import type { CheckoutHandoff } from '../../../lib/checkout-handoff';
import { I18nProvider } from '../../../lib/i18n';
import { hi } from '../../../lib/i18n/hi';
import { createQueryClient } from '../../../lib/query-client';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import { TOKEN_STORAGE_KEY } from '../../../lib/session/token-storage';
import { installFakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { cartLineFixture, shopConfigFixture, userFixture } from '../../../testing/shopper-fixtures';
import { CheckoutPage } from '../components/checkout-page';
import type { RazorpayFailure, RazorpayOptions, RazorpaySuccess } from '../gateway/razorpay';

/** A checkout handed over by the cart: two kurtis in M (₹2,598.00). */
export const cartHandoff: CheckoutHandoff = { fromCart: true, items: [cartLineFixture({ quantity: 2 })], total: 2598 };

export type RenderCheckoutOptions = {
  user?: User | null;
  token?: string | null;
  handoff?: CheckoutHandoff | null;
  routes?: FakeRoutes;
  /** The shopper's language: English unless given. */
  language?: Language;
};

/**
 * CheckoutPage at /checkout with a fixed session (no /api/auth/me), the fake API and a /login stand-in, in English or
 * the language given.
 */
export function renderCheckout({
  user = userFixture(),
  token = 'test-token',
  handoff = cartHandoff,
  routes = {},
  language = 'en',
}: RenderCheckoutOptions = {}) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const api = installFakeApi({ 'GET /api/shop-config': [200, shopConfigFixture], ...routes });
  const session: Session = {
    user,
    token,
    loading: false,
    unchecked: null,
    login: vi.fn(),
    logout: vi.fn(),
    setUser: vi.fn(),
    onLogout: () => () => undefined,
  };
  const onOrderPlaced = vi.fn();
  const onStockRefused = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        element: <CheckoutPage handoff={handoff} onOrderPlaced={onOrderPlaced} onStockRefused={onStockRefused} />,
      },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/checkout'] },
  );
  const view = render(
    <I18nProvider language={language} catalogue={language === 'hi' ? hi : null}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <SessionContext value={session}>
            <RouterProvider router={router} />
          </SessionContext>
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, api, router, onOrderPlaced, onStockRefused };
}

/** A stand-in for checkout.js's window.Razorpay that records the options and lets a test answer. */
export function installFakeRazorpay() {
  const opened: { options: RazorpayOptions; fail: (failure: RazorpayFailure) => void; closed: boolean }[] = [];
  class FakeRazorpay {
    private failed: ((failure: RazorpayFailure) => void) | null = null;
    private readonly entry: (typeof opened)[number];
    constructor(readonly options: RazorpayOptions) {
      this.entry = { options, fail: (failure) => this.failed?.(failure), closed: false };
    }
    on(_event: 'payment.failed', callback: (failure: RazorpayFailure) => void) {
      this.failed = callback;
    }
    open() {
      opened.push(this.entry);
    }
    close() {
      this.entry.closed = true;
    }
  }
  window.Razorpay = FakeRazorpay;
  const last = () => {
    const entry = opened.at(-1);
    if (!entry) throw new Error('the payment window was not opened');
    return entry;
  };
  return {
    opened,
    pay: (response: RazorpaySuccess) => last().options.handler(response),
    dismiss: () => last().options.modal.ondismiss(),
    fail: (failure: RazorpayFailure) => last().fail(failure),
    uninstall: () => delete window.Razorpay,
  };
}
