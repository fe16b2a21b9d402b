import { PAISE_PER_RUPEE } from '@vastra/domain/money';
import { formatDayMonthIN } from '@vastra/domain/time';

// The dashboard shows whole rupees: paise on a card of totals are noise. Everything in en-IN (lakh grouping).
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const COMPACT_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const COUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const CHANGE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const SHARE = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 0 });

/** Paise as whole en-IN rupees: 12345678 → '₹1,23,457'. */
export function formatWholeRupees(paise: number): string {
  return WHOLE_RUPEES.format(paise / PAISE_PER_RUPEE);
}

/** Rupees (not paise) for a chart axis: '₹12K', '₹1.2L'. */
export function formatCompactRupees(rupees: number): string {
  return COMPACT_RUPEES.format(rupees);
}

export function formatCount(count: number): string {
  return COUNT.format(count);
}

/** A share 0..1 as a whole percentage: 0.425 → '43%'. */
export function formatShare(share: number): string {
  return SHARE.format(share);
}

/** A change's size: one decimal below 10 ('4.5'), whole above ('38'); a tiny change is '<0.1', never '0'. */
export function formatChangeAmount(amount: number): string {
  const rounded = amount < 10 ? Math.round(amount * 10) / 10 : Math.round(amount);
  return rounded === 0 ? '<0.1' : CHANGE.format(rounded);
}

/** An IST calendar day 'YYYY-MM-DD' as the Unix second of its start (the chart's x axis). */
export function dayToUnixSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00+05:30`) / 1000;
}

/** A Unix second as its IST day: '23 Nov'. */
export function formatDaySeconds(seconds: number): string {
  return formatDayMonthIN(new Date(seconds * 1000)) ?? '';
}

/** An IST calendar day 'YYYY-MM-DD' as '23 Nov'. */
export function formatDay(day: string): string {
  return formatDaySeconds(dayToUnixSeconds(day));
}

const RATE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A percentage the API already rounded to one decimal: 12.5 → '12.5 %', 20 → '20 %'. */
export function formatRate(percent: number): string {
  return `${RATE.format(percent)} %`;
}
