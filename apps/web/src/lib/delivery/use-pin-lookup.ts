import { INDIAN_STATES, isPinCode } from '@vastra/domain/address';
import type { MutableRefObject } from 'react';
import type { ServiceabilityResponse } from '@vastra/domain/api';
import { useEffect, useRef } from 'react';
import { useServiceability } from './serviceability';

// Imported only by screens that load lazily (checkout, the address book, the back office's new order), as
// serviceability.ts is.

export const PIN_LOOKUP_MESSAGES = {
  stateMismatch: (pincode: string, state: string) => `PIN ${pincode} is in ${state}. Please check the state.`,
} as const;

const isIndianState = (state: string | null): state is string =>
  state !== null && (INDIAN_STATES as readonly string[]).includes(state);

/** The address fields the look-up reads: the PIN as typed, and the City and State it may fill. */
export type PinLookupValues = { pinCode: string; city: string; state: string };

/**
 * The City the form holds that the shopper did not type, with the PIN it came with: an earlier look-up's, or a saved
 * address's (whose own PIN then leaves it as saved); null when there is none.
 */
export type AutofilledCity = MutableRefObject<{ city: string; pincode: string } | null>;

/**
 * Looks up the PIN once it is a valid one (typed or pasted) and fills City and State from it — still editable. The
 * PIN decides the State (the server refuses another, docs/decisions/065-address-state-from-pin.md), so each new PIN
 * sets it; City is filled while it is empty or holds what the shopper did not type (an earlier look-up's, a saved
 * address's: `autofilledCityRef`), so a city the shopper typed is never overwritten. Returns the PIN's answer and a
 * warning when the chosen State is not the PIN's. Checkout, the address book and the back office's new order use it.
 */
export function usePinLookup(
  values: PinLookupValues,
  setField: (field: 'city' | 'state', value: string) => void,
  autofilledCityRef: AutofilledCity,
) {
  const pin = isPinCode(values.pinCode) ? values.pinCode : null;
  const lookup = useServiceability(pin);
  const answer: ServiceabilityResponse | null = pin && lookup.data?.pincode === pin ? lookup.data : null;
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!answer || appliedFor.current === answer.pincode) return;
    appliedFor.current = answer.pincode;
    const { city, state } = answer;
    const filled = autofilledCityRef.current;
    const replaceable = filled !== null && values.city === filled.city && filled.pincode !== answer.pincode;
    if (city && (values.city.trim() === '' || replaceable)) {
      autofilledCityRef.current = { city, pincode: answer.pincode };
      setField('city', city);
    }
    if (isIndianState(state) && values.state !== state) setField('state', state);
  }, [answer, values.city, values.state, setField, autofilledCityRef]);

  const stateWarning =
    answer?.state && values.state !== answer.state
      ? PIN_LOOKUP_MESSAGES.stateMismatch(answer.pincode, answer.state)
      : null;
  return { answer, stateWarning };
}
