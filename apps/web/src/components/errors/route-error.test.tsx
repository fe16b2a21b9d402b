import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Screen() {
  const { pathname } = useLocation();
  const [clicks, setClicks] = useState(0);
  if (pathname === '/broken') throw new Error('screen failed');
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {`Clicked ${clicks}`}
    </button>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <nav>
        <Link to="/a">A</Link>
        <Link to="/b">B</Link>
      </nav>
      <RouteErrorBoundary>
        <Screen />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows "Something went wrong" for a screen that fails, and the next path afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  });

  it('keeps what it wraps mounted when the path changes (the layout keeps its state)', async () => {
    renderAt('/a');
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});

describe('RouteError without a signal', () => {
  function Unreachable(): never {
    throw new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/cart-a1b2.js');
  }

  it("says the shopper is offline in the shop's words, never the browser's message", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/cart']}>
        <RouteErrorBoundary>
          <Unreachable />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(
      screen.getByText('Check your connection and try again. The pages you have seen still open.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
  });

  it('says so for any failure while the browser is offline', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt('/broken');
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByText('screen failed')).toBeNull();
  });

  it('shows a failure that is not the signal as it is', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('screen failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
