import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Renders a long list in pages: the first `pageSize` items, then another page each time the
 * sentinel element nears the viewport. Resets to the first page when `resetKey` changes.
 */
export function useIncrementalList<T>(items: readonly T[], pageSize: number, resetKey: unknown) {
  const [count, setCount] = useState(pageSize);
  const [lastKey, setLastKey] = useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setCount(pageSize);
  }
  const observer = useRef<IntersectionObserver | null>(null);
  const hasMore = count < items.length;
  const showMore = useCallback(() => setCount((current) => current + pageSize), [pageSize]);

  const sentinelRef = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) showMore();
        },
        { rootMargin: '800px 0px' },
      );
      observer.current.observe(node);
    },
    [showMore],
  );
  useEffect(() => () => observer.current?.disconnect(), []);

  return { visible: items.slice(0, count), hasMore, showMore, sentinelRef };
}
