import { INDIAN_STATES, isPinCode } from '@vastra/domain/address';
import type { ServiceabilityResponse } from '@vastra/domain/api';
import { useEffect, useRef } from 'react';
import { useServiceability } from '../../../lib/delivery/serviceability';
import type { BillingField, BillingValues } from '../model/billing-prefill';

export const PIN_LOOKUP_MESSAGES = {
  stateMismatch: (pincode: string, state: string) => `PIN ${pincode} is in ${state}. Please check the state.`,
} as const;

const isIndianState = (state: string | null): state is string =>
  state !== null && (INDIAN_STATES as readonly string[]).includes(state);

/**
 * Looks up the billing PIN once it is a valid one (typed or pasted) and fills City and State from it — still
 * editable: a field is filled only while it is empty (State: still the prefilled one) or holds what an earlier look-up
 * put there, so nothing the shopper typed is overwritten. Returns the PIN's answer and a warning when the chosen
 * State is not the PIN's.
 */
export function usePinLookup(values: BillingValues, setField: (field: BillingField, value: string) => void) {
  const pin = isPinCode(values.pinCode) ? values.pinCode : null;
  const lookup = useServiceability(pin);
  const answer: ServiceabilityResponse | null = pin && lookup.data?.pincode === pin ? lookup.data : null;
  const prefilledState = useRef(values.state);
  const filled = useRef<{ city: string | null; state: string | null }>({ city: null, state: null });
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!answer || appliedFor.current === answer.pincode) return;
    appliedFor.current = answer.pincode;
    const { city, state } = answer;
    if (city && (values.city.trim() === '' || values.city === filled.current.city)) {
      filled.current.city = city;
      setField('city', city);
    }
    if (isIndianState(state) && (values.state === prefilledState.current || values.state === filled.current.state)) {
      filled.current.state = state;
      setField('state', state);
    }
  }, [answer, values.city, values.state, setField]);

  const stateWarning =
    answer?.state && values.state !== answer.state
      ? PIN_LOOKUP_MESSAGES.stateMismatch(answer.pincode, answer.state)
      : null;
  return { answer, stateWarning };
}
