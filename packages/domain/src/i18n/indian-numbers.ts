import type { Language } from './language';

// Numbers written by hand, not by Intl: a page's first use of Intl.NumberFormat (or PluralRules) makes the browser
// load ICU's data for it, ~40-70 ms on this project's machines before any 4x slower phone (measured in Chromium,
// docs/decisions/142-numbers-without-intl-on-first-screens.md); the storefront formats a price on every card. Both
// languages write Latin digits in India's groups (hi-IN's default numbering is Latin), so one rule serves both.

/**
 * The digits of a whole number grouped the Indian way, the last three and then twos, as Intl.NumberFormat('en-IN' or
 * 'hi-IN') writes them: '1234567' → '12,34,567', '-2500' → '-2,500' (a minus sign is not a digit).
 */
export function groupIndianDigits(digits: string): string {
  // A comma after each digit followed by an odd number (3, 5, 7…) of digits up to the end.
  return digits.replace(/(\d)(?=(?:\d\d)+\d$)/g, '$1,');
}

/**
 * The plural form a whole count takes, by CLDR's rules as Intl.PluralRules applies them: English's "one" is exactly 1,
 * Hindi's 0 and 1. (Intl would first round a fraction to three digits, so 0.9999 reads "one"; counts are whole.)
 */
export function pluralFormOf(language: Language, count: number): 'one' | 'other' {
  const n = Math.abs(count);
  return n === 1 || (language === 'hi' && n < 1) ? 'one' : 'other';
}
