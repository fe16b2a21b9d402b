/** Which way a figure moved against the previous period, and whether that is good for the shop. */
export type FigureChange =
  | { kind: 'none' }
  /** The previous period had none, so a percentage would divide by zero. */
  | { kind: 'new' }
  | { kind: 'up' | 'down'; amount: number; unit: 'percent' | 'points'; verdict: 'better' | 'worse' };

/** Whether a rise is good news (revenue, orders) or bad news (cancellations, returns to origin). */
export type Direction = 'rise-is-good' | 'rise-is-bad';

function verdictOf(kind: 'up' | 'down', direction: Direction): 'better' | 'worse' {
  return (kind === 'up') === (direction === 'rise-is-good') ? 'better' : 'worse';
}

/** The change of an amount or a count, in percent of the previous period's. */
export function relativeChange(current: number, previous: number, direction: Direction): FigureChange {
  if (current === previous) return { kind: 'none' };
  if (previous === 0) return { kind: 'new' };
  const kind = current > previous ? 'up' : 'down';
  return {
    kind,
    amount: (Math.abs(current - previous) / Math.abs(previous)) * 100,
    unit: 'percent',
    verdict: verdictOf(kind, direction),
  };
}

/**
 * The change of a share (0..1) in percentage points: a COD share going from 40 % to 50 % is "10 points up",
 * where a relative change ("25 % up") would read as if a quarter more orders were cash on delivery.
 */
export function shareChange(current: number, previous: number, direction: Direction): FigureChange {
  const points = (current - previous) * 100;
  // Shares arrive as floats; differences below a hundredth of a point are noise, not news.
  if (Math.abs(points) < 0.01) return { kind: 'none' };
  const kind = points > 0 ? 'up' : 'down';
  return { kind, amount: Math.abs(points), unit: 'points', verdict: verdictOf(kind, direction) };
}
