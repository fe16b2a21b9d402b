import { INDIA_COUNTRY_CODE, phoneInputDigits } from '@vastra/domain/identity';
import type { Ref } from 'react';
import { TextField } from '../../../components/ui/field';

export type PhoneInputProps = {
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The 10-digit mobile number after a fixed '+91', as the shop's sign-in takes it: digits only, a pasted
 * '+91 98765 43210' kept as its ten digits. The Phone schema turns it into '+91…' for the API.
 */
export function PhoneInput({ value, onChange, onBlur, error, label = 'Phone number', ref }: PhoneInputProps) {
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
      placeholder="10-digit mobile number"
      prefix={INDIA_COUNTRY_CODE}
      value={value}
      onChange={(event) => onChange(phoneInputDigits(event.target.value))}
      onBlur={onBlur}
      error={error}
    />
  );
}
