import { act, fireEvent, render, screen } from '@testing-library/react';
import { HERO_SLIDES, HERO_SLIDE_INTERVAL_MS } from '@vastra/domain/catalog';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSlider } from './hero-slider';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const current = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

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
});
