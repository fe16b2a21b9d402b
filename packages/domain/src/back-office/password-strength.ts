import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from './constants';
import { BACK_OFFICE_MESSAGES } from './messages';

/** Passwords too common to protect a back office, whatever their length (lower-cased). */
const COMMON = new Set([
  'password123',
  'password1234',
  'qwerty12345',
  '1234567890',
  '12345678910',
  'iloveyou123',
  'vastra12345',
  'welcome1234',
  'admin12345',
  'india12345',
]);

/**
 * Why a staff password is too weak, or null when it will do: at least 10 characters, letters mixed
 * with digits or symbols, not all one character, not a common one.
 */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN || password.length > STAFF_PASSWORD_MAX)
    return BACK_OFFICE_MESSAGES.weakPassword;
  const hasLetter = /\p{L}/u.test(password);
  const hasOther = /[^\p{L}]/u.test(password);
  if (!hasLetter || !hasOther || new Set(password).size < 4) return BACK_OFFICE_MESSAGES.weakPassword;
  if (COMMON.has(password.toLowerCase())) return BACK_OFFICE_MESSAGES.commonPassword;
  return null;
}
