import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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
});
