import { act, fireEvent, render, screen } from '@testing-library/react';
import { HERO_SLIDES } from '@vastra/domain/catalog';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_SLIDE_INTERVAL_MS } from '../../../config/ui-timings';
import { DEFAULT_SLIDES } from '../api/get-home';
import { HeroSlider } from './hero-slider';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const current = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

/**
 * A click as a browser delivers it: by mouse, or by a tap — the touch pointer's events, then the
 * mouse events the browser emulates for it. Either way the button takes the focus on the press.
 */
function click(target: HTMLElement, pointerType: 'mouse' | 'touch') {
  fireEvent.pointerEnter(target, { pointerType });
  fireEvent.pointerDown(target, { pointerType });
  if (pointerType === 'touch') fireEvent.pointerUp(target, { pointerType });
  fireEvent.mouseEnter(target);
  fireEvent.mouseDown(target);
  act(() => target.focus());
  if (pointerType === 'mouse') fireEvent.pointerUp(target, { pointerType });
  fireEvent.mouseUp(target);
  fireEvent.click(target);
}

function renderSlider() {
  return render(
    <MemoryRouter>
      <HeroSlider />
    </MemoryRouter>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('HeroSlider', () => {
  it("shows the spec's three slides with Shop Now to /shop", () => {
    renderSlider();
    for (const slide of HERO_SLIDES) {
      expect(screen.getByRole('heading', { name: slide.headline, hidden: true })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
  });

  it('advances every 5 s and wraps around', () => {
    renderSlider();
    expect(current()).toBe(0);
    advance(HERO_SLIDE_INTERVAL_MS);
    expect(current()).toBe(1);
    advance(HERO_SLIDE_INTERVAL_MS);
    expect(current()).toBe(2);
    advance(HERO_SLIDE_INTERVAL_MS);
    expect(current()).toBe(0);
  });

  it('starts paused for a shopper saving data, and plays once she asks', () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }),
    );
    try {
      renderSlider();
      advance(HERO_SLIDE_INTERVAL_MS * 2);
      expect(current()).toBe(0);
      fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
      expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
      advance(HERO_SLIDE_INTERVAL_MS);
      expect(current()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('picks a slide with its dot and pauses while hovered', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe(2);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured offers' }));
    advance(HERO_SLIDE_INTERVAL_MS * 2);
    expect(current()).toBe(2);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Featured offers' }));
    advance(HERO_SLIDE_INTERVAL_MS);
    expect(current()).toBe(0);
  });

  it('keeps playing after a dot is clicked: the focus the click leaves on the dot does not pause it', () => {
    renderSlider();
    const dot = screen.getByRole('button', { name: 'Go to slide 2' });
    click(dot, 'mouse');
    expect(current()).toBe(1);
    expect(dot).toHaveFocus();
    // The mouse moves on; the focus stays on the dot until the shopper clicks elsewhere.
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Featured offers' }));
    advance(HERO_SLIDE_INTERVAL_MS);
    expect(current()).toBe(2);
    advance(HERO_SLIDE_INTERVAL_MS);
    expect(current()).toBe(0);
  });

  it('keeps playing after a dot is tapped on a touch screen (no mouseleave follows a tap)', () => {
    renderSlider();
    click(screen.getByRole('button', { name: 'Go to slide 3' }), 'touch');
    expect(current()).toBe(2);
    advance(HERO_SLIDE_INTERVAL_MS);
    expect(current()).toBe(0);
  });

  it('shows a picked slide for the full interval before moving on', () => {
    renderSlider();
    advance(HERO_SLIDE_INTERVAL_MS - 1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    advance(1_000);
    expect(current()).toBe(2);
    advance(HERO_SLIDE_INTERVAL_MS - 1_000);
    expect(current()).toBe(0);
  });

  it('pauses while the keyboard focus is in it, and plays again once the focus leaves', () => {
    renderSlider();
    const dot = screen.getByRole('button', { name: 'Go to slide 1' });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => dot.focus());
    advance(HERO_SLIDE_INTERVAL_MS * 2);
    expect(current()).toBe(0);
    act(() => dot.blur());
    advance(HERO_SLIDE_INTERVAL_MS);
    expect(current()).toBe(1);
  });

  it('shows one slide without a counter, dots or a pause button, and never moves', () => {
    const [only] = DEFAULT_SLIDES.filter((slide) => slide.id === 'new-arrivals');
    if (!only) throw new Error('no default slide new-arrivals');
    render(
      <MemoryRouter>
        <HeroSlider slides={[only]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'New Arrivals Just Dropped' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText('01 — 01')).not.toBeInTheDocument();
    // No timer to advance it.
    expect(vi.getTimerCount()).toBe(0);
  });
});
