import { INPUT_MAX_LENGTH, keepDigits } from '@vastra/domain/forms';
import { INDIA_COUNTRY_CODE } from '@vastra/domain/identity';
import type { Ref } from 'react';
import { TextField } from './text-field';

export type PhoneFieldProps = {
  value: string;
  onChange: (digits: string) => void;
  errorId?: string;
  readOnly?: boolean;
  label?: string;
  ref?: Ref<HTMLInputElement>;
};

/** The 10-digit mobile number with '+91' shown before it; it keeps digits only (spec §2, §5 Signup). */
export function PhoneField({ value, onChange, errorId, readOnly, label = 'Phone number', ref }: PhoneFieldProps) {
  return (
    <TextField
      ref={ref}
      label={
        <>
          {label}
          <span className="sr-only"> (country code {INDIA_COUNTRY_CODE})</span>
        </>
      }
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={INPUT_MAX_LENGTH.phone}
      placeholder="10-digit mobile number"
      value={value}
      onChange={(event) => onChange(keepDigits(event.target.value, INPUT_MAX_LENGTH.phone))}
      errorId={errorId}
      readOnly={readOnly}
      prefix={
        <span aria-hidden="true" className="grid place-items-center rounded-l-xl border border-r-0 border-line bg-sand px-3.5 text-base font-medium text-ink">
          {INDIA_COUNTRY_CODE}
        </span>
      }
    />
  );
}
