import { PAYMENT_MODES, type PaymentMode } from '@vastra/domain/orders';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { msg, useI18n, type Message } from '../../../lib/i18n';

const CHOICES: Record<PaymentMode, { label: Message; detail: Message }> = {
  // docs/deviations.md: the prepaid option is online payment, UPI first (decision 033).
  prepaid: { label: msg('Online payment (UPI, cards)'), detail: msg('UPI, credit or debit card, paid securely now.') },
  cod: { label: msg('Cash on Delivery'), detail: msg('Pay in cash when your order arrives.') },
};

export type PaymentChoiceProps = {
  value: PaymentMode;
  onChange: (mode: PaymentMode) => void;
  disabled?: boolean;
  /** Options not offered for this order, each with its reason (shown beside it and read with it). */
  unavailable?: Partial<Record<PaymentMode, string>>;
};

/** docs/rules/checkout.md#behaviour: prepaid by card (the default) or cash on delivery. */
export function PaymentChoice({ value, onChange, disabled, unavailable = {} }: PaymentChoiceProps) {
  const { t, tm } = useI18n();
  const idPrefix = useId();
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="mb-3 font-display text-xl text-ink">{t('Payment method')}</legend>
      {PAYMENT_MODES.map((mode) => {
        const checked = value === mode;
        const reason = unavailable[mode];
        const reasonId = `${idPrefix}-${mode}-reason`;
        return (
          <label
            key={mode}
            className={cn(
              'grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 ' +
                'rounded-xl text-sm border bg-white p-4 transition-colors ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              checked ? 'border-ink shadow-sm' : 'border-line hover:border-ink/40',
              reason && 'cursor-not-allowed bg-sand/60 hover:border-line',
            )}
          >
            <input
              type="radio"
              name="payment"
              value={mode}
              checked={checked}
              disabled={Boolean(reason)}
              aria-describedby={reason ? reasonId : undefined}
              onChange={() => onChange(mode)}
              className="row-span-2 mt-0.5 size-4 accent-ink"
            />
            <span className="font-medium text-ink">{tm(CHOICES[mode].label)}</span>
            <span className="text-muted">{tm(CHOICES[mode].detail)}</span>
            {reason && (
              <span id={reasonId} className="col-start-2 mt-1 font-medium text-ink">
                {reason}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
