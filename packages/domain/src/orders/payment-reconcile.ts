const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long after each check the reconciliation job asks the gateway again about a gateway order without a shop order:
 * the first check 2 minutes after it was created, then 10 minutes, 1 hour, 6 hours, then every 12 hours.
 */
export const RECONCILE_DELAYS_MS = [2 * MINUTE, 10 * MINUTE, HOUR, 6 * HOUR, 12 * HOUR] as const;

/**
 * How long a payment may still turn paid: UPI's late authorisation (up to 3 days) and an hour's margin for the
 * gateway's own last poll. After it, a gateway order never paid is abandoned.
 */
export const RECONCILE_WINDOW_MS = 3 * 24 * HOUR + HOUR;

/** When a gateway order created now is first checked. */
export function firstReconcileAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RECONCILE_DELAYS_MS[0]);
}

/**
 * When to ask again after `checksDone` checks found nothing paid (the last one `now`); null: the window has passed,
 * the gateway order is abandoned. The last check falls at the window's end.
 */
export function nextReconcileAt(createdAt: Date, checksDone: number, now: Date): Date | null {
  const end = createdAt.getTime() + RECONCILE_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const delay = RECONCILE_DELAYS_MS[Math.min(Math.max(checksDone, 0), RECONCILE_DELAYS_MS.length - 1)] ?? 0;
  return new Date(Math.min(now.getTime() + delay, end));
}
