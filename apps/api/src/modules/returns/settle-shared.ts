export type { ReturnRow } from '../order-lifecycle';

/** How long one settler holds a payout or an exchange booking it is sending (longer than any provider timeout). */
export const SETTLE_LEASE_MS = 2 * 60_000;

/** 'X' + the first 8 hex digits of the request id, upper case: an exchange shipment's own order reference. */
export const exchangeShipmentId = (returnRequestId: string) =>
  `X${returnRequestId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

/** The gateway's or provider's idempotency key of a request's n-th attempt (10–40 of [A-Za-z0-9_-]). */
export const settleKey = (prefix: 'ret' | 'pay', returnRequestId: string, attempt: number) =>
  `${prefix}_${returnRequestId.replaceAll('-', '')}_${attempt}`;
