import { isPinCode, pinCodeInputDigits } from '@vastra/domain/address';
import type { ServiceabilityResponse } from '@vastra/domain/api';
import type { ShopSettings } from '@vastra/domain/settings';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useDeliveryCharges } from '../../../../lib/delivery/delivery-charges';
import { deliveryByText, useServiceability } from '../../../../lib/delivery/serviceability';
import { feeLines } from '../../../../lib/delivery/fee-lines';
import { readRememberedPin, rememberPin } from '../../../../lib/delivery/remembered-pin';
import { msg, useI18n, type Translator } from '../../../../lib/i18n';

export const CHECK_DELIVERY_TEXTS = {
  codAvailable: msg('Cash on delivery available'),
  codUnavailable: msg('Cash on delivery not available at this PIN'),
  checking: msg('Checking delivery…'),
} as const;

type Texts = Pick<Translator, 't' | 'tm' | 'language' | 'formatDate'>;

/**
 * What one PIN's answer says to the shopper: the date, the delivery fee, cash on delivery (with its fee where it is
 * collected) and the place, or the API's message. No fee line while the shop charges none or its fees are unknown.
 */
function answerLines(
  answer: ServiceabilityResponse,
  charges: ShopSettings['delivery'] | undefined,
  texts: Texts,
): { main: string; details: string[] } {
  const { t, tm } = texts;
  const place = [answer.city, answer.state].filter(Boolean).join(', ');
  const by = deliveryByText(answer, texts);
  if (!by) {
    return {
      main: answer.message ?? t('We do not deliver to PIN {pin} yet.', { pin: answer.pincode }),
      details: [place],
    };
  }
  const note = charges ? feeLines(charges, t) : { delivery: null, cod: null };
  const cod = answer.codAvailable
    ? [tm(CHECK_DELIVERY_TEXTS.codAvailable), note.cod ?? '']
    : [tm(CHECK_DELIVERY_TEXTS.codUnavailable)];
  return { main: by, details: [note.delivery ?? '', ...cod, place] };
}

/**
 * The product page's "Check delivery" (loaded lazily: docs/rules/performance.md): a PIN, remembered on this device,
 * answers when a parcel would arrive there, what delivery costs (docs/decisions/087-delivery-and-cod-fees.md),
 * whether cash on delivery is possible and at what fee, and where the PIN is. Without a PIN
 * the spec's estimate stays (docs/rules/constants.md).
 */
export function CheckDelivery() {
  const texts = useI18n();
  const { t, tm } = texts;
  const id = useId();
  const [input, setInput] = useState(() => readRememberedPin() ?? '');
  const [checked, setChecked] = useState<string | null>(() => readRememberedPin());
  const [invalid, setInvalid] = useState(false);
  const answer = useServiceability(checked);
  // The fees are asked with the first PIN; the answer waits for them (or their failure), so lines do not jump.
  const charges = useDeliveryCharges(checked !== null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPinCode(input)) return setInvalid(true);
    setInvalid(false);
    setChecked(input);
    rememberPin(input);
  }

  const lines =
    answer.data && !charges.isLoading
      ? answerLines(answer.data, charges.data, texts)
      : answer.error
        ? { main: answer.error.message, details: [] }
        : checked
          ? { main: tm(CHECK_DELIVERY_TEXTS.checking), details: [] }
          : // DELIVERY_ESTIMATE (docs/rules/constants.md)
            { main: t('5–7 working days'), details: [] };

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
      <form noValidate onSubmit={onSubmit} aria-label={t('Check delivery')} className="flex items-start gap-2">
        <TextField
          id={`${id}-pin`}
          label={t('Check delivery')}
          className="min-w-0 flex-1"
          value={input}
          // ADDRESS_MESSAGES.invalidPinCode (packages/domain/src/address/messages.ts)
          error={invalid ? t('Please enter a valid 6-digit PIN code.') : null}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('6-digit PIN code')}
          onChange={(event) => {
            setInput(pinCodeInputDigits(event.target.value));
            setInvalid(false);
          }}
        />
        <Button type="submit" variant="secondary" className="mt-7 shrink-0" loading={answer.isFetching}>
          {t('Check')}
        </Button>
      </form>
    </div>
  );
}

export default CheckDelivery;
