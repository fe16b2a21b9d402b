import { IST_OFFSET_MINUTES } from '../time';
import { ZONE_WORKING_DAYS, type DeliveryZone } from './zones';

/** An order placed at or after this hour (IST) is dispatched the next working day. */
export const DISPATCH_CUTOFF_HOUR_IST = 14;

/** When a parcel of a zone arrives: working days after dispatch and the dates they fall on ('YYYY-MM-DD', IST). */
export interface DeliveryEstimate {
  minDays: number;
  maxDays: number;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const SUNDAY = 0;

/** Midnight UTC of the IST calendar day of `instant` (a date-only value: only its Y-M-D and weekday are read). */
function istDay(instant: Date): Date {
  const ist = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
}

function istHour(instant: Date): number {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).getUTCHours();
}

const nextDay = (day: Date) => new Date(day.getTime() + DAY_MS);

function nextWorkingDay(day: Date): Date {
  let d = day;
  while (d.getUTCDay() === SUNDAY) d = nextDay(d);
  return d;
}

function addWorkingDays(day: Date, count: number): Date {
  let d = day;
  for (let left = count; left > 0;) {
    d = nextDay(d);
    if (d.getUTCDay() !== SUNDAY) left -= 1;
  }
  return d;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** The IST day a parcel of an order placed at `now` leaves: today before the cut-off, else the next working day. */
export function dispatchDay(now: Date): string {
  const today = istDay(now);
  return isoDay(nextWorkingDay(istHour(now) >= DISPATCH_CUTOFF_HOUR_IST ? nextDay(today) : today));
}

/** Working days are Monday to Saturday; public holidays are not known here (couriers' own ETDs include them). */
export function deliveryWindow(minDays: number, maxDays: number, now: Date): DeliveryEstimate {
  const dispatch = new Date(`${dispatchDay(now)}T00:00:00Z`);
  return {
    minDays,
    maxDays,
    from: isoDay(addWorkingDays(dispatch, minDays)),
    to: isoDay(addWorkingDays(dispatch, maxDays)),
  };
}

/** The delivery estimate of a zone for an order placed at `now`. */
export function etdFor(zone: DeliveryZone, now: Date): DeliveryEstimate {
  const { minDays, maxDays } = ZONE_WORKING_DAYS[zone];
  return deliveryWindow(minDays, maxDays, now);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM-DD' → 'Fri, 27 Nov' (en-IN order, as in "Delivery by Fri, 27 Nov"); null when not such a date. */
export function formatDeliveryDate(isoDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  return `${WEEKDAYS[day.getUTCDay()]}, ${d} ${MONTHS[m - 1]}`;
}
