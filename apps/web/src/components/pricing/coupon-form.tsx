import { zodResolver } from '@hookform/resolvers/zod';
import type { QuoteResponse } from '@vastra/domain/api';
import { formatRupeesWholeFromRupees } from '@vastra/domain/money';
import { CouponForm as CouponFormSchema, PRICING_MESSAGES } from '@vastra/domain/pricing';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useI18n, type Translator } from '../../lib/i18n';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { pricingMessageText } from './pricing-message-text';

export type CouponFormProps = {
  /** The code kept as applied (session storage), or null. */
  applied: string | null;
  /** The quote's verdict on it: applied with its discount, or not with its one reason. */
  outcome: QuoteResponse['coupon'] | undefined;
  /** A quote with the applied code is being asked. */
  checking: boolean;
  /** The server's refusal of the code when the order was placed (422 coupon_not_applicable), shown at the field. */
  refusal?: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /**
   * Inside another form (checkout): no <form> of its own (forms do not nest); Enter in the field applies the code
   * instead of submitting the order.
   */
  nested?: boolean;
  /** The field's id, for a form that takes the focus to it (default: a generated one). */
  inputId?: string;
};

/** The domain's CouponCode messages (a code's shape) in the shopper's language; any other as it came. */
function shapeMessage(message: string, t: Translator['t']): string {
  if (message === PRICING_MESSAGES.codeLength) return t('A code has 3 to 20 characters.');
  if (message === PRICING_MESSAGES.codeCharacters) {
    return t('A code uses only letters A–Z, digits 0–9 and “-” inside (no spaces, no “-” at either end).');
  }
  return message;
}

/**
 * "Apply coupon" (docs/decisions/078-one-form-pattern.md): the code's shape is checked by the domain's `CouponCode`
 * with its messages; the server then says whether it applies, and its one message is shown under the field. An
 * applied code shows its saving and a Remove button. The texts are the domain's PRICING_SHOPPER_MESSAGES, in the
 * shopper's language; so is the server's message when it is one of the domain's (./pricing-message-text.ts).
 */
export function CouponForm(props: CouponFormProps) {
  const { t } = useI18n();
  const { applied, outcome, checking, refusal, onApply, onRemove, nested } = props;
  const ownId = useId();
  const fieldId = props.inputId ?? `${ownId}-coupon`;
  const form = useForm<{ code: string }, unknown, CouponFormSchema>({
    resolver: zodResolver(CouponFormSchema),
    defaultValues: { code: applied ?? '' },
  });
  const typed = useWatch({ control: form.control, name: 'code' });
  useEffect(() => {
    form.reset({ code: applied ?? '' });
  }, [applied, form]);

  const verdict = applied && outcome && outcome.code === applied.trim().toUpperCase() ? outcome : null;
  const submit = form.handleSubmit(({ code }) => onApply(code));

  if (applied && verdict?.applied && !refusal) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl border border-success/40 bg-white px-4 py-3">
        <p className="text-sm font-medium text-success">
          {t('{code} applied: {amount} off', {
            code: verdict.code,
            amount: formatRupeesWholeFromRupees(verdict.discount),
          })}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('Remove {code}', { code: verdict.code })}
          className="rounded-full px-2 py-1 text-sm text-muted underline-offset-4 hover:text-danger hover:underline"
        >
          {t('Remove')}
        </button>
      </div>
    );
  }

  // The server's word is about the code kept: once another is typed, it no longer speaks of the field.
  const sameCode = applied !== null && typed.trim().toUpperCase() === applied.trim().toUpperCase();
  const serverMessage = sameCode ? (refusal ?? verdict?.message ?? null) : null;
  const shapeError = form.formState.errors.code?.message;
  const error =
    shapeError !== undefined
      ? shapeMessage(shapeError, t)
      : serverMessage !== null
        ? pricingMessageText(serverMessage, t)
        : null;
  const fields = (
    <>
      <div className="flex items-start gap-2">
        <TextField
          id={fieldId}
          label={t('Coupon code')}
          placeholder={t('Enter code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="min-w-0 flex-1"
          controlClassName="uppercase py-2.5"
          error={error}
          {...form.register('code')}
          onKeyDown={
            nested
              ? (event: KeyboardEvent<HTMLInputElement>) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void submit();
                }
              : undefined
          }
        />
        <Button
          type={nested ? 'button' : 'submit'}
          variant="secondary"
          className="mt-7 shrink-0"
          loading={checking}
          onClick={nested ? () => void submit() : undefined}
        >
          {t('Apply')}
        </Button>
      </div>
      {applied && !sameCode ? null : applied ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('Remove {code}', { code: applied.trim().toUpperCase() })}
          className="mt-1 text-sm text-muted underline underline-offset-4 hover:text-danger"
        >
          {t('Remove')}
        </button>
      ) : null}
    </>
  );
  return nested ? (
    <div role="group" aria-label={t('Coupon code')}>
      {fields}
    </div>
  ) : (
    <form noValidate aria-label={t('Coupon code')} onSubmit={(event) => void submit(event)}>
      {fields}
    </form>
  );
}
