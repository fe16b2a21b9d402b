import { groupIndianDigits } from '../i18n/indian-numbers';
import { paise, rupeesToPaise, PAISE_PER_RUPEE } from './paise';
import type { Paise } from './paise';

/**
 * Formats paise as en-IN rupees, as Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }) renders them:
 * '₹12,34,567.89', '₹0.00', '-₹2,500.00' (docs/rules/constants.md Currency: INR, en-IN formatting, totals to two
 * decimals; docs/rules/third-parties.md#rupee-formatting). Written out from the integer paise rather than asked of
 * Intl, whose first use costs a phone's page a long task (../i18n/indian-numbers.ts).
 */
export function formatRupees(amount: Paise): string {
  const value = paise(amount);
  const magnitude = Math.abs(value);
  const cents = String(magnitude % PAISE_PER_RUPEE).padStart(2, '0');
  return `${value < 0 ? '-' : ''}₹${groupIndianDigits(String(Math.floor(magnitude / PAISE_PER_RUPEE)))}.${cents}`;
}

/** Formats a rupee number (as the API sends prices) after rounding it to whole paise. */
export function formatRupeesFromRupees(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}

/** "₹799" for whole rupees, "₹799.50" otherwise: a saving or a fee that reads like a price tag. */
export function formatRupeesWhole(amount: Paise): string {
  const text = formatRupees(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** formatRupeesWhole of a rupee number (as the API sends amounts) rounded to whole paise: 680 → "₹680". */
export function formatRupeesWholeFromRupees(rupees: number): string {
  return formatRupeesWhole(rupeesToPaise(rupees));
}
