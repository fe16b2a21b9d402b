// docs/rules/constants.md Date reading: "10-digit numbers are seconds; 11 to 13 digits are milliseconds".
// Date-times without a zone are Indian Standard Time: Shiprocket sends 'YYYY-MM-DD HH:mm:ss' and its
// webhook 'DD MM YYYY HH:mm:ss' in IST (docs/rules/third-parties.md#shiprocket-webhook), and reading them in the
// machine's own zone would make the result depend on where the code runs.

/** India's offset from UTC in minutes (+05:30, no daylight saving). */
export const IST_OFFSET_MINUTES = 330;

const NUMERIC = /^\d+(?:\.\d+)?$/;
// 2023-05-23, 2023-05-23 11:43, 2023-05-23T11:43:52.123Z, 2023-05-23 11:43:52+05:30
const YEAR_FIRST =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
// Shiprocket webhook '23 05 2023 11:43:52'; also '23-05-2023 11:43' and '23/05/2023'.
const DAY_FIRST = /^(\d{2})([ /-])(\d{2})\2(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Reads a moment from a Date, epoch number, numeric string or date string, or returns null for anything else. */
export function readTimestamp(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (NUMERIC.test(text)) return fromEpoch(Number(text));

  const iso = YEAR_FIRST.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, frac, zone] = iso;
    const ms = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
    return fromParts([y, mo, d, h, mi, s].map(toInt), ms, zone);
  }
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, d, , mo, y, h, mi, s] = dayFirst;
    return fromParts([y, mo, d, h, mi, s].map(toInt), 0, undefined);
  }
  return null;
}

function toInt(part: string | undefined): number {
  return part === undefined ? 0 : Number(part);
}

/** 10 integer digits are seconds, 11–13 are milliseconds; other sizes are not timestamps. */
function fromEpoch(value: number): Date | null {
  if (!Number.isFinite(value) || value < 1e9 || value >= 1e13) return null;
  return new Date(Math.round(value < 1e10 ? value * 1000 : value));
}

/** Builds the moment from calendar parts, refusing impossible ones such as 31 February or 25:00. */
function fromParts(parts: number[], ms: number, zone: string | undefined): Date | null {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(utc);
  const valid =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  return valid ? new Date(utc - zoneOffsetMinutes(zone) * 60_000) : null;
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (zone === undefined) return IST_OFFSET_MINUTES;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  return sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
}
