import { useEffect, useState } from 'react';
import { afterFirstPaint } from './first-paint';

export { afterFirstPaint };

/** False until the page has had its first contentful paint: for sections that may come later. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
