import { paise, PAISE_PER_RUPEE, type Paise } from './paise';

// Staff type prices in rupees ("799", "799.50", "1,299"); the database keeps paise. The text is converted
// digit by digit, never through a float, so "0.29" is 29 paise and not 28.999999999999996.
const RUPEES_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The paise a typed rupee amount stands for, or null when the text is not one: digits, optional
 * thousands commas, a ₹ sign and spaces allowed; at most two decimals; no sign.
 */
export function parseRupeesInput(text: string): Paise | null {
  const cleaned = text.replace(/[\s,₹]/g, '');
  const match = RUPEES_TEXT.exec(cleaned);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  // 15 digits of rupees keeps the paise a safe integer; longer texts are not prices.
  if (whole.replace(/^0+/, '').length > 13) return null;
  return paise(Number(whole) * PAISE_PER_RUPEE + Number(fraction));
}

/** The text a price field starts with: whole rupees without decimals ("799"), otherwise two ("799.50"). */
export function formatRupeesInput(amount: Paise | number): string {
  const value = paise(amount);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const rupees = Math.floor(abs / PAISE_PER_RUPEE);
  const rest = abs % PAISE_PER_RUPEE;
  return rest === 0 ? `${sign}${rupees}` : `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}
