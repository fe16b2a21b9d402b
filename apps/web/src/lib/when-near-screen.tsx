import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far above the screen (px) a place still counts as near: any page's length. */
const ABOVE = 1_000_000;

/**
 * Draws `children` once this place of the page comes within `margin` below the screen (or is on it, or above it), then
 * keeps them; until then `placeholder`, and the server draws the placeholder too, so the page hydrates as drawn. For a
 * page's parts below the fold whose code or requests would otherwise run while the page loads
 * (docs/rules/performance.md). `now` draws them at once (a link to a part of them). Without IntersectionObserver they
 * are drawn at once.
 */
export function WhenNearScreen({
  children,
  placeholder = null,
  margin = 0,
  now = false,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
  /** How far below the screen (px) the place may still be when its parts start to load. */
  margin?: number;
  now?: boolean;
}) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (near || now) return undefined;
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    // The root reaches far above the screen: a place scrolled past in one fling (never on screen in any frame) is
    // near too.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${ABOVE}px 0px ${margin}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, now, margin]);
  if (near || now) return children;
  return (
    <>
      {placeholder}
      {/* Where the parts will be: out of the flow (no gap, no line), one pixel for the observer to see. */}
      <span ref={place} aria-hidden="true" className="pointer-events-none absolute size-px" />
    </>
  );
}
