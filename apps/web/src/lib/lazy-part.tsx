import { lazy, useEffect, useReducer, type ComponentType } from 'react';

const parts = new Set<() => Promise<unknown>>();

/**
 * A part of a page in its own chunk (React.lazy, inside the caller's Suspense) that, once loaded, draws at once. The
 * server loads every part before it draws (`loadEveryPart`), so its HTML holds them; a browser hydrating that HTML
 * keeps it as drawn until the part's chunk is in, then takes it over without drawing it again. A part whose chunk
 * cannot be fetched draws nothing until the signal is back.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  parts.add(preload);
  /**
   * What draws when the part's code could not be fetched (no signal): nothing — a missing part never takes the page
   * down — until the signal is back and the code comes.
   */
  function Missing(props: P) {
    const [, redraw] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      const retry = () => void preload().then(redraw, () => undefined);
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, []);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : null;
  }
  const Lazy = lazy(() => preload().catch(() => ({ default: Missing })));
  function Part(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  // Loaded ahead of its first use (a toast), it draws at once when first used.
  return Object.assign(Part, { preload });
}

/** The server: every part known so far loaded, and the parts those bring, until none is new. */
export async function loadEveryPart(): Promise<void> {
  let done = 0;
  while (done < parts.size) {
    done = parts.size;
    await Promise.all([...parts].map((preload) => preload()));
  }
}
