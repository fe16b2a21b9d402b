import { lazy, type ComponentType } from 'react';

const parts = new Set<() => Promise<unknown>>();

/**
 * A part of a page in its own chunk (React.lazy, inside the caller's Suspense) that, once loaded, draws at once. The
 * server loads every part before it draws (`loadEveryPart`), so its HTML holds them; a browser hydrating that HTML
 * keeps it as drawn until the part's chunk is in, then takes it over without drawing it again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  parts.add(preload);
  const Lazy = lazy(preload);
  function Part(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Part;
}

/** The server: every part known so far loaded, and the parts those bring, until none is new. */
export async function loadEveryPart(): Promise<void> {
  let done = 0;
  while (done < parts.size) {
    done = parts.size;
    await Promise.all([...parts].map((preload) => preload()));
  }
}
