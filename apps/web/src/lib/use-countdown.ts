import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, refreshed every half second. Counting against the clock
 * (not by decrements) keeps it right when a background tab's timers are slowed down.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1_000));
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
        setDeadline(null);
      }
    }, 500);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setSecondsLeft(seconds);
    setDeadline(Date.now() + seconds * 1_000);
  }, []);
  const stop = useCallback(() => {
    setSecondsLeft(0);
    setDeadline(null);
  }, []);

  return { secondsLeft, start, stop };
}
