import { ADDRESS_MESSAGES, isPinCode, pinCodeInputDigits } from '@vastra/domain/address';
import type { ServiceabilityResponse } from '@vastra/domain/api';
import { DELIVERY_ESTIMATE } from '@vastra/domain/catalog';
import { deliveryNote } from '@vastra/domain/pricing';
import type { ShopSettings } from '@vastra/domain/settings';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useDeliveryCharges } from '../../../../lib/delivery/delivery-charges';
import { deliveryByText, useServiceability } from '../../../../lib/delivery/serviceability';
import { readRememberedPin, rememberPin } from '../../../../lib/delivery/remembered-pin';

export const CHECK_DELIVERY_TEXTS = {
  codAvailable: 'Cash on delivery available',
  codUnavailable: 'Cash on delivery not available at this PIN',
  checking: 'Checking delivery…',
} as const;

/**
 * What one PIN's answer says to the shopper: the date, the delivery fee, cash on delivery (with its fee where it is
 * collected) and the place, or the API's message. No fee line while the shop charges none or its fees are unknown.
 */
function answerLines(
  answer: ServiceabilityResponse,
  charges: ShopSettings['delivery'] | undefined,
): { main: string; details: string[] } {
  const place = [answer.city, answer.state].filter(Boolean).join(', ');
  const by = deliveryByText(answer);
  if (!by) return { main: answer.message ?? `We do not deliver to PIN ${answer.pincode} yet.`, details: [place] };
  const note = charges ? deliveryNote(charges) : { delivery: null, cod: null };
  const cod = answer.codAvailable
    ? [CHECK_DELIVERY_TEXTS.codAvailable, note.cod ?? '']
    : [CHECK_DELIVERY_TEXTS.codUnavailable];
  return { main: by, details: [note.delivery ?? '', ...cod, place] };
}

/**
 * The product page's "Check delivery" (loaded lazily: docs/rules/performance.md): a PIN, remembered on this device,
 * answers when a parcel would arrive there, what delivery costs (docs/decisions/087-delivery-and-cod-fees.md),
 * whether cash on delivery is possible and at what fee, and where the PIN is. Without a PIN
 * the spec's estimate stays (docs/rules/constants.md).
 */
export function CheckDelivery() {
  const id = useId();
  const [input, setInput] = useState(() => readRememberedPin() ?? '');
  const [checked, setChecked] = useState<string | null>(() => readRememberedPin());
  const [error, setError] = useState<string | null>(null);
  const answer = useServiceability(checked);
  // The fees are asked with the first PIN; the answer waits for them (or their failure), so lines do not jump.
  const charges = useDeliveryCharges(checked !== null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPinCode(input)) return setError(ADDRESS_MESSAGES.invalidPinCode);
    setError(null);
    setChecked(input);
    rememberPin(input);
  }

  const lines =
    answer.data && !charges.isLoading
      ? answerLines(answer.data, charges.data)
      : answer.error
        ? { main: answer.error.message, details: [] }
        : checked
          ? { main: CHECK_DELIVERY_TEXTS.checking, details: [] }
          : { main: DELIVERY_ESTIMATE, details: [] };

  return (
    <div className="space-y-3">
      <div role="status" id={`${id}-answer`} className="space-y-0.5">
        <p className={checked ? 'font-medium text-ink' : undefined}>{lines.main}</p>
        {lines.details
          .filter((line) => line !== '')
          .map((line) => (
            <p key={line}>{line}</p>
          ))}
      </div>
      <form noValidate onSubmit={onSubmit} aria-label="Check delivery" className="flex items-start gap-2">
        <TextField
          id={`${id}-pin`}
          label="Check delivery"
          className="min-w-0 flex-1"
          value={input}
          error={error}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6-digit PIN code"
          onChange={(event) => {
            setInput(pinCodeInputDigits(event.target.value));
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" className="mt-7 shrink-0" loading={answer.isFetching}>
          Check
        </Button>
      </form>
    </div>
  );
}

export default CheckDelivery;
