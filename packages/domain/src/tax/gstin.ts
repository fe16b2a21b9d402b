import { GST_STATE_CODES, type IndianState } from '../address';
import { TAX_GSTIN_MESSAGES } from './messages';

/**
 * A GSTIN's shape: 2-digit state code, the 10-character PAN (5 letters, 4 digits, a letter), the entity number
 * (1–9 or a letter), 'Z', and the check character. Upper case only: callers upper-case what was typed first.
 */
export const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN from its first 14 characters (GSTN's base-36 weighted checksum): each character's
 * value (0–9, A=10 … Z=35) times 1 at even positions and 2 at odd ones (from 0), the quotient and remainder of the
 * product by 36 summed, and the check is (36 − sum mod 36) mod 36 in the same alphabet.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) throw new RangeError(`gstinCheckCharacter needs 14 characters of 0-9A-Z (got ${first14})`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

const STATE_BY_CODE: ReadonlyMap<string, IndianState> = new Map(
  (Object.entries(GST_STATE_CODES) as [IndianState, string][]).map(([state, code]) => [code, state]),
);

/**
 * What is wrong with the seller's GSTIN (the texts of TAX_GSTIN_MESSAGES), or null when it is right: its shape,
 * then its state code against the seller's state, then its check character.
 */
export function gstinProblem(gstin: string, sellerState: IndianState): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return TAX_GSTIN_MESSAGES.shape;
  const code = gstin.slice(0, 2);
  const state = STATE_BY_CODE.get(code);
  if (!state) return TAX_GSTIN_MESSAGES.unknownStateCode(code);
  if (state !== sellerState) return TAX_GSTIN_MESSAGES.otherState(code, state, sellerState);
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return TAX_GSTIN_MESSAGES.checkDigit;
  return null;
}
