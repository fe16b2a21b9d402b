/** How long changes are gathered before one version bump announces them all. */
export const ANNOUNCE_DELAY_MS = 50;

/**
 * Announces committed catalogue changes to the other API processes, many changes per bump: every
 * change committed before a bump STARTS is covered by it, so a change joins the bump that is
 * waiting to start, or schedules one. The order path does not wait for it (decision 012): other
 * processes see a change within ANNOUNCE_DELAY_MS plus their 500 ms recheck.
 */
export function createVersionAnnouncer(bump: () => Promise<unknown>, delayMs = ANNOUNCE_DELAY_MS) {
  let waiting: Promise<void> | null = null;

  return function announce(): Promise<void> {
    waiting ??= new Promise<void>((resolve) => setTimeout(resolve, delayMs).unref())
      .then(() => {
        // From here on, a newer change is not covered: it schedules the next bump.
        waiting = null;
        return bump();
      })
      // Never rejects: a bump that fails (the database went away) is covered by the cache's 30 s bound.
      .then(
        () => undefined,
        () => undefined,
      );
    return waiting;
  };
}
