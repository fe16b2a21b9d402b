import { paise, rupeesToPaise, PAISE_PER_RUPEE } from './paise';
import type { Paise } from './paise';

// docs/rules/constants.md Currency: INR, en-IN formatting, totals to two decimals;
// docs/rules/third-parties.md#rupee-formatting for the output.
const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Formats paise as en-IN rupees exactly as Intl renders them: '₹12,34,567.89', '₹0.00', '-₹2,500.00'. */
export function formatRupees(amount: Paise): string {
  // An integer number of paise divided by 100 is the double nearest the two-decimal value,
  // so Intl's two-digit rounding always lands on the exact paise.
  return INR.format(paise(amount) / PAISE_PER_RUPEE);
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
