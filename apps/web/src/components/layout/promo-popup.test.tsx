import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_POPUP_DELAY_MS } from '../../config/ui-timings';
import { stubApi } from '../../testing/render-app';
import { PromoPopup, type PromoPopupProps } from './promo-popup';
import { PROMO_DONT_SHOW_KEY } from './use-promo-popup';

function renderPopup(url: string, props: PromoPopupProps = { signedIn: false, sessionLoading: false }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <PromoPopup {...props} /> }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

// The dialog's code is loaded while the file is imported; `wait` moves the fake clock, then lets the lazy dialog
// (./promo-dialog.tsx) arrive, so what each test then finds or misses is the popup's rule, not the loading.
await import('./promo-dialog');
const wait = async (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  await act(async () => {
    await import('./promo-dialog');
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  stubApi({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PromoPopup', () => {
  it('opens 10 s after the first load on / for a visitor, as a modal dialog', async () => {
    renderPopup('/');
    await wait(PROMO_POPUP_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await wait(1);
    expect(screen.getByRole('dialog', { name: 'Welcome to Vastra' })).toHaveAttribute('aria-modal', 'true');
  });

  it('opens on /shop too, but not elsewhere, nor for signed-in users or while the session is checked', async () => {
    renderPopup('/shop');
    await wait(PROMO_POPUP_DELAY_MS);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['/contact', { signedIn: false, sessionLoading: false }],
    ['/', { signedIn: true, sessionLoading: false }],
    ['/', { signedIn: false, sessionLoading: true }],
  ])('stays closed on %s with %o', async (url, props) => {
    renderPopup(url, props);
    await wait(PROMO_POPUP_DELAY_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, Record<string, string>]>([
    ['a dialog', { role: 'dialog', 'aria-modal': 'true' }],
    ["the phone's menu", { 'aria-controls': 'primary-menu', 'aria-expanded': 'true' }],
    ["the search's suggestions", { role: 'combobox', 'aria-expanded': 'true' }],
  ])('waits while %s is open, and opens once it is closed', async (_, attributes) => {
    const other = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) other.setAttribute(name, value);
    document.body.append(other);
    renderPopup('/');
    await wait(PROMO_POPUP_DELAY_MS);
    expect(screen.queryByRole('dialog', { name: 'Welcome to Vastra' })).not.toBeInTheDocument();
    await act(async () => {
      if (attributes['aria-modal']) other.remove();
      else other.setAttribute('aria-expanded', 'false');
      await Promise.resolve();
    });
    await wait(0);
    expect(screen.getByRole('dialog', { name: 'Welcome to Vastra' })).toBeInTheDocument();
    other.remove();
  });

  it("closes on X and stays closed; 'Don't show again' keeps it away for the session", async () => {
    const first = renderPopup('/');
    await wait(PROMO_POPUP_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    const second = renderPopup('/');
    await wait(PROMO_POPUP_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PROMO_DONT_SHOW_KEY)).toBe('1');
    second.unmount();

    renderPopup('/');
    await wait(PROMO_POPUP_DELAY_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends Login to /login?mode=login and Signup to /login?mode=signup', async () => {
    const { router } = renderPopup('/');
    await wait(PROMO_POPUP_DELAY_MS);
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/login?mode=signup');
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?mode=login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the visitor logs in', async () => {
    function Harness() {
      const [signedIn, setSignedIn] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setSignedIn(true)}>
            sign in elsewhere
          </button>
          <PromoPopup signedIn={signedIn} sessionLoading={false} />
        </>
      );
    }
    const client = new QueryClient();
    const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: ['/'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await wait(PROMO_POPUP_DELAY_MS);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByText('sign in elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
