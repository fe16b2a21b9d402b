let painted: Promise<void> | null = null;

/**
 * Resolves once the page has had its first contentful paint, so work the first screen does not
 * need (the API contract with zod, the cart's store, the reviews) does not compete with it for the
 * network and the main thread (docs/rules/performance.md: LCP). At once where paint timing is not observable (tests).
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const observable =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint');
    if (!observable || performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page that paints nothing (a background tab) does not wait for ever.
    setTimeout(resolve, 1_000);
  });
  return painted;
}
