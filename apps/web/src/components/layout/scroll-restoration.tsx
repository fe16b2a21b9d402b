import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';
import { takeScrollAtPop } from '../../lib/scroll-at-pop';

/** Session storage key of the scroll positions, so a reload or a return from another site finds them. */
export const SCROLL_POSITIONS_STORAGE_KEY = 'scrollPositions';

// Positions kept per history entry; the oldest are dropped beyond this many.
const MAX_ENTRIES = 50;

/** Where each history entry (router `location.key`) was last scrolled to. */
let positions: Map<string, number> | null = null;

function stored(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '[]');
    if (Array.isArray(raw)) {
      for (const entry of raw) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') {
          positions.set(entry[0], entry[1]);
        }
      }
    }
  } catch {
    // nothing stored, or unreadable: start afresh
  }
  return positions;
}

function persist() {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify([...stored()]));
  } catch {
    // storage unavailable: positions still hold within this page's life
  }
}

/**
 * Keeps entry `key` at `y`, in memory and in session storage at once: a write from the page's last moments (pagehide)
 * can be lost on a reload, so a reload finds the position of the last scroll even then. At most one small write per
 * scroll event (one per frame), none when the position has not changed.
 */
function remember(key: string, y: number) {
  const map = stored();
  if (map.get(key) === y) return;
  map.delete(key);
  map.set(key, y);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value ?? '');
  persist();
}

// The history entry whose position is being restored, if any: the scrolls on the way there (clamped by a page still
// too short) are not where the shopper left it. Another entry's scrolls are always hers.
let restoring: string | null = null;

/**
 * The key a history entry's position is kept under. A page loaded afresh has no router key of its
 * own (every one is 'default'), so its address tells those apart.
 */
function entryKey(location: Location): string {
  return location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;
}

/**
 * The key of the history entry the browser is on now. The router writes its location's key into the entry's state,
 * and a page loaded afresh has none (as in `entryKey`). Read at each scroll, it cannot lag behind a navigation this
 * component has not rendered yet.
 */
function liveEntryKey(): string {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state ? state.key : undefined;
  return typeof key === 'string' && key !== 'default'
    ? key
    : `default ${window.location.pathname}${window.location.search}`;
}

/** Whether this document came from Reload, Back or Forward (its entry's position is worth restoring). */
function documentRevisited(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const type = navigation && 'type' in navigation ? navigation.type : 'navigate';
  return type === 'reload' || type === 'back_forward';
}

const scrollTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/** How long the page must keep its size, once the position is reached, before a restore lets go. */
export const RESTORE_SETTLE_MS = 1000;

/**
 * Scrolls entry `key` back to `y` as soon as the page is tall enough, and again whenever the page changes size
 * until it has kept one size for RESTORE_SETTLE_MS: a screen's lower sections can arrive a render or an image later,
 * and a section swapped for its placeholder can shorten the page for a moment, which would leave it scrolled to
 * wherever the shorter page ended. Gives up once the shopper scrolls by hand or the browser is on another entry (a
 * navigation this component has not rendered yet must not be scrolled to this one's place); returns a stop function.
 */
function restore(key: string, y: number): () => void {
  scrollTo(y);
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  restoring = key;
  let settled: ReturnType<typeof setTimeout> | undefined;
  const observer = new ResizeObserver(() => {
    if (liveEntryKey() !== key) return stop();
    scrollTo(y);
    clearTimeout(settled);
    settled = setTimeout(stop, RESTORE_SETTLE_MS);
  });
  const takeOver = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    if (restoring === key) restoring = null;
    clearTimeout(settled);
    observer.disconnect();
    for (const type of takeOver) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body);
  for (const type of takeOver) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Scroll restoration keyed by history entry, for the declarative router (which has no
 * <ScrollRestoration>; docs/decisions/013-small-first-paint.md): Back and Forward return to where
 * that page was scrolled; a new navigation to another page or query starts at the top (docs/rules/ui.md#routes).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(entryKey(location));
  const previous = useRef<Location | null>(null);
  const stopRestoring = useRef<() => void>(() => undefined);

  useEffect(() => {
    // The browser's own restoration would run on popstate, before the page it returns to has rendered.
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // A scroll is the rendered entry's only while the browser is on that entry too: a scroll event dispatched after
    // Back or Forward has moved the browser on, but before the page it goes to has rendered, is the page left's
    // (whose position is taken as it is left, in the layout effect below).
    const onScroll = () => {
      const key = liveEntryKey();
      if (key === current.current && restoring !== key) remember(key, window.scrollY);
    };
    // A scroll event waits for the next frame: a reload right after a scroll would find the position before it. The
    // page's position as it is left is taken then (Back and Forward: lib/scroll-at-pop.ts, in the layout effect).
    const onLeave = onScroll;
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.history.scrollRestoration = before;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onLeave);
    };
  }, []);

  // Before paint, so a page never shows at the previous page's offset.
  useLayoutEffect(() => {
    const last = previous.current;
    // Once per history entry (a second run in development's StrictMode changes nothing).
    if (last?.key === location.key) return;
    // Back and Forward: the page left (the one last rendered) was where the browser left it, whether or not its last
    // scroll event came (lib/scroll-at-pop.ts); not while it was still being restored, clamped on the way there.
    const left = takeScrollAtPop();
    if (last !== null && navigationType === NavigationType.Pop && left !== null && restoring !== current.current) {
      remember(current.current, left);
    }
    previous.current = location;
    current.current = entryKey(location);
    stopRestoring.current();
    stopRestoring.current = () => undefined;
    // The first entry of a page loaded afresh (a link from elsewhere, a typed address) starts at the top.
    const revisit = navigationType === NavigationType.Pop && (last !== null || documentRevisited());
    const saved = revisit ? stored().get(current.current) : undefined;
    if (saved !== undefined) stopRestoring.current = restore(current.current, saved);
    else if (last !== null && (last.pathname !== location.pathname || last.search !== location.search)) scrollTo(0);
  }, [location, navigationType]);

  return null;
}
