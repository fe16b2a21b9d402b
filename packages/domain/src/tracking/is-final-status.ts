/**
 * Statuses after which tracking polling stops (docs/rules/shipping.md#display-statuses: delivered, cancelled, canceled,
 * returned).
 */
export const FINAL_STATUSES: readonly string[] = ['delivered', 'cancelled', 'canceled', 'returned'];

/** True when polling should stop: the status is delivered, cancelled, canceled or returned, in any case. */
export function isFinalStatus(status: unknown): boolean {
  return typeof status === 'string' && FINAL_STATUSES.includes(status.trim().toLowerCase());
}
