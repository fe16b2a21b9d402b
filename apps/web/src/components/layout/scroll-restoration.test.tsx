import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { watchScrollAtPop } from '../../lib/scroll-at-pop';
import { SCROLL_POSITIONS_STORAGE_KEY, ScrollRestoration } from './scroll-restoration';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

function storedPositions(): unknown {
  return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '[]');
}

// jsdom's window is at '/', with no router key in its history entry: the entry is 'default /' (entryKey).
const ENTRY = `default ${window.location.pathname}`;

describe('ScrollRestoration', () => {
  afterEach(() => scrollWindowTo(0));

  it('stores the position at each scroll, so a reload finds it even when the page leaves without a word', () => {
    render(
      <MemoryRouter>
        <ScrollRestoration />
      </MemoryRouter>,
    );
    scrollWindowTo(1000);
    expect(storedPositions()).toContainEqual([ENTRY, 1000]);
    scrollWindowTo(640);
    expect(storedPositions()).toContainEqual([ENTRY, 640]);
    expect(storedPositions()).not.toContainEqual([ENTRY, 1000]);
  });

  it('stores the position once more as the page is left', () => {
    render(
      <MemoryRouter>
        <ScrollRestoration />
      </MemoryRouter>,
    );
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    sessionStorage.clear();
    fireEvent(window, new Event('pagehide'));
    expect(storedPositions()).toContainEqual([ENTRY, 420]);
  });

  it('keeps where a page was left by Back at once after a scroll, before its scroll event came', async () => {
    // As in main.tsx: listening before the router does. In the browser the router's listener draws the page it goes
    // back to at once, before any listener added after it: one added here stands for it, moving the page to the top.
    watchScrollAtPop();
    const drawn = () => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.addEventListener('popstate', drawn, { capture: true });
    render(
      <BrowserRouter>
        <ScrollRestoration />
        <Routes>
          <Route path="*" element={<Link to="/later">Later</Link>} />
        </Routes>
      </BrowserRouter>,
    );
    await act(async () => screen.getByRole('link', { name: 'Later' }).click());
    await waitFor(() => expect(window.location.pathname).toBe('/later'));
    const later = (window.history.state as { key: string }).key;
    // Scrolled, and Back before the browser says so: no scroll event.
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    window.removeEventListener('popstate', drawn, { capture: true });
    expect(storedPositions()).toContainEqual([later, 300]);
  });
});
