import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearScreen } from './when-near-screen';

// jsdom has no IntersectionObserver: this one is driven by the test, as the browser's would be by scrolling.
type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; element?: Element };
let observers: Observed[] = [];
class FakeObserver {
  private readonly observed: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.observed = { callback, ...(options ? { options } : {}) };
    observers.push(this.observed);
  }
  observe(element: Element) {
    this.observed.element = element;
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.observed);
  }
}
const comeNear = (isIntersecting: boolean) =>
  act(() => {
    for (const { callback, element } of observers) {
      callback([{ isIntersecting, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });

afterEach(() => {
  vi.unstubAllGlobals();
  observers = [];
});

describe('WhenNearScreen', () => {
  it('draws the placeholder until its place comes near the screen, then the part, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <WhenNearScreen margin={400} placeholder={<p>Room for the reviews</p>}>
        <p>The reviews</p>
      </WhenNearScreen>,
    );
    expect(screen.getByText('Room for the reviews')).toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe('1000000px 0px 400px 0px');
    comeNear(false);
    expect(screen.queryByText('The reviews')).not.toBeInTheDocument();
    comeNear(true);
    expect(screen.getByText('The reviews')).toBeInTheDocument();
    expect(screen.queryByText('Room for the reviews')).not.toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });

  it('draws the part at once when asked to (a link to it), and where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(
      <WhenNearScreen now placeholder={<p>Room</p>}>
        <p>The form</p>
      </WhenNearScreen>,
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
    unmount();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearScreen placeholder={<p>Room</p>}>
        <p>The fit line</p>
      </WhenNearScreen>,
    );
    expect(screen.getByText('The fit line')).toBeInTheDocument();
  });
});
