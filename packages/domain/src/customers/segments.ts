/**
 * The customer list's segments: New (one order), Repeat (two or more), COD only (every order cash on
 * delivery), High RTO (two or more orders returned to origin), High returns (two or more return requests that were
 * not rejected).
 */
export const CUSTOMER_SEGMENTS = ['new', 'repeat', 'cod_only', 'high_rto', 'high_returns'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

export const CUSTOMER_SEGMENT_LABELS: Record<CustomerSegment, string> = {
  new: 'New',
  repeat: 'Repeat',
  cod_only: 'COD only',
  high_rto: 'High RTO',
  high_returns: 'High returns',
};

/** From how many RTOs, and how many returns, a customer is "high". */
export const HIGH_RTO_FROM = 2;
export const HIGH_RETURNS_FROM = 2;

/** The counts a customer's segments are read from (the maintained `customer_stats` row). */
export interface CustomerCounts {
  orderCount: number;
  codOrderCount: number;
  rtoCount: number;
  returnCount: number;
}

/** Whether a customer is in a segment: the one definition the list's SQL conditions are tested against. */
export function inSegment(segment: CustomerSegment, c: CustomerCounts): boolean {
  switch (segment) {
    case 'new':
      return c.orderCount === 1;
    case 'repeat':
      return c.orderCount >= 2;
    case 'cod_only':
      return c.orderCount >= 1 && c.codOrderCount === c.orderCount;
    case 'high_rto':
      return c.rtoCount >= HIGH_RTO_FROM;
    case 'high_returns':
      return c.returnCount >= HIGH_RETURNS_FROM;
  }
}

/** Every segment a customer is in, in CUSTOMER_SEGMENTS order. */
export const segmentsOf = (c: CustomerCounts): CustomerSegment[] => CUSTOMER_SEGMENTS.filter((s) => inSegment(s, c));
