import type { SummaryRange } from '@vastra/domain/back-office';
import { IST_OFFSET_MINUTES } from '@vastra/domain/time';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAYS: Record<SummaryRange, number> = { today: 1, '7d': 7, '30d': 30 };

/** Two half-open spans of time, [from, to): the period asked for and the one it is compared with. */
export interface SummaryPeriods {
  current: { from: Date; to: Date };
  previous: { from: Date; to: Date };
  /** The current period's IST calendar days, oldest first ('YYYY-MM-DD'). */
  days: string[];
}

/** The instant an IST calendar day starts (India keeps +05:30 all year: no daylight saving). */
function istMidnightOf(now: Date): number {
  return Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

const istDate = (instant: number) => new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The last `days` IST days including today, until now: [the first day's IST midnight, now). */
export function lastIstDays(days: number, now: Date): { from: Date; to: Date } {
  return { from: new Date(istMidnightOf(now) - (days - 1) * DAY_MS), to: now };
}

/**
 * The periods of a range at `now` (docs/decisions/021-dashboard-figures.md): `today` runs from today's IST
 * midnight until now and is compared with the same span of yesterday; `7d` and `30d` are the last 7 or 30 IST
 * days including today (until now), compared with the 7 or 30 whole days before them.
 */
export function summaryPeriods(range: SummaryRange, now: Date): SummaryPeriods {
  const days = DAYS[range];
  const from = istMidnightOf(now) - (days - 1) * DAY_MS;
  const previous =
    range === 'today'
      ? { from: new Date(from - DAY_MS), to: new Date(now.getTime() - DAY_MS) }
      : { from: new Date(from - days * DAY_MS), to: new Date(from) };
  return {
    current: { from: new Date(from), to: now },
    previous,
    days: Array.from({ length: days }, (_, i) => istDate(from + i * DAY_MS)),
  };
}
