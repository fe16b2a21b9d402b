import { IST_OFFSET_MINUTES, readTimestamp } from './read-timestamp';

/** Dates are shown in India's time zone whatever the viewer's machine uses (docs/rules/README.md#the-shop Audience). */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

/**
 * A formatter made on its first use, not when this module loads: a page's first Intl.DateTimeFormat costs a phone a
 * long task (ICU's data, docs/decisions/142-numbers-without-intl-on-first-screens.md), which a page that imports
 * these helpers without showing a date should not pay.
 */
function dateFormat(options: Intl.DateTimeFormatOptions): Pick<Intl.DateTimeFormat, 'format'> {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date) =>
      (made ??= new Intl.DateTimeFormat('en-IN', { timeZone: DISPLAY_TIME_ZONE, ...options })).format(date),
  };
}

const DATE_TIME = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const DATE = dateFormat({ dateStyle: 'medium' });
const DAY_MONTH = dateFormat({ day: 'numeric', month: 'short' });
const TIME = dateFormat({ hour: 'numeric', minute: '2-digit' });

type TimestampInput = Date | string | number | null | undefined;

/** Formats a moment as en-IN date and time in IST ('23 May 2023, 11:43 am'), or null when unreadable. */
export function formatDateTimeIN(value: TimestampInput): string | null {
  const date = readTimestamp(value);
  return date === null ? null : DATE_TIME.format(date);
}

/** Formats a moment as an en-IN date in IST ('23 May 2023'), or null when unreadable. */
export function formatDateIN(value: TimestampInput): string | null {
  const date = readTimestamp(value);
  return date === null ? null : DATE.format(date);
}

/** Formats a moment as an en-IN clock time in IST ('4:30 pm'), or null when unreadable. */
export function formatTimeIN(value: TimestampInput): string | null {
  const date = readTimestamp(value);
  return date === null ? null : TIME.format(date);
}

/** Formats a moment as its IST day and month ('23 Nov', a chart's axis or a day's tile), or null when unreadable. */
export function formatDayMonthIN(value: TimestampInput): string | null {
  const date = readTimestamp(value);
  return date === null ? null : DAY_MONTH.format(date);
}

/** The IST calendar day a moment falls on, as 'YYYY-MM-DD', or null when unreadable. */
export function istCalendarDay(value: TimestampInput): string | null {
  const date = readTimestamp(value);
  return date === null ? null : new Date(date.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
