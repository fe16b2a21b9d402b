import { INDIA_COUNTRY_CODE, phoneInputDigits } from '@vastra/domain/identity';
import type { Ref } from 'react';
import { useI18n } from '../../lib/i18n';
import { TextField } from './field';

export type PhoneFieldProps = {
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  /** The field's own error text, shown under it (the storefront's forms point at theirs with errorId). */
  error?: string | null;
  errorId?: string;
  readOnly?: boolean;
  /** Marks the label with the required star (a form whose other required fields have one). */
  required?: boolean;
  /** Default: 'Phone number' in the shopper's language. */
  label?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The 10-digit mobile number with '+91' shown before it; it keeps digits only (docs/rules/sign-in.md#screen,
 * docs/rules/sign-in.md#signup). No maxLength: the browser would cut a pasted '+91 98765 11060' before the country code
 * is dropped, so the domain rule drops it first and then keeps at most 10 digits, typed or pasted. The shop's sign-in
 * and the back office's both use it.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { t } = useI18n();
  const { value, onChange, onBlur, error, errorId, readOnly, required, label = t('Phone number'), ref } = props;
  return (
    <TextField
      ref={ref}
      label={
        <>
          {label}
          <span className="sr-only"> {t('(country code {code})', { code: INDIA_COUNTRY_CODE })}</span>
        </>
      }
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('10-digit mobile number')}
      value={value}
      onChange={(event) => onChange(phoneInputDigits(event.target.value))}
      onBlur={onBlur}
      error={error}
      errorId={errorId}
      readOnly={readOnly}
      required={required}
      prefix={INDIA_COUNTRY_CODE}
    />
  );
}
