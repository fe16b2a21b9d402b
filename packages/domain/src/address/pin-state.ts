import type { IndianState } from './indian-states';
import { ADDRESS_MESSAGES } from './messages';

/**
 * Why an address's state cannot go with its PIN, or null: the PIN directory (docs/decisions/032-pin-directory.md)
 * places the PIN in `pinState`, and the address names another state. A PIN the directory does not know
 * (`pinState` null) is taken as typed.
 */
export function pinStateProblem(pincode: string, state: string, pinState: IndianState | null): string | null {
  if (pinState === null || pinState === state) return null;
  return ADDRESS_MESSAGES.pinInOtherState(pincode, pinState, state);
}
