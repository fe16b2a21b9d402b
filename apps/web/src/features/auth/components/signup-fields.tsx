import type { FirstIssue } from '@vastra/domain/forms';
import type { RefObject } from 'react';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from './password-field';
import { PhoneField } from '../../../components/ui/phone-field';

export type SignupValues = {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
};
export type SignupField = keyof SignupValues;
export const EMPTY_SIGNUP: SignupValues = { fullName: '', email: '', phone: '', password: '', confirmPassword: '' };

type Props = {
  values: SignupValues;
  onChange: (field: SignupField, value: string) => void;
  issue: FirstIssue | null;
  errorId: string;
  /** While a request runs the values stay put (read-only, still focusable). */
  readOnly: boolean;
  fieldRefs: RefObject<Partial<Record<SignupField, HTMLInputElement | null>>>;
};

/**
 * The Signup tab's fields (docs/rules/sign-in.md#screen): full name, email, phone with '+91', password and its
 * confirmation.
 */
export function SignupFields({ values, onChange, issue, errorId, readOnly, fieldRefs }: Props) {
  const invalid = (field: SignupField) => (issue?.field === field ? errorId : undefined);
  const bind = (field: SignupField) => ({
    ref: (el: HTMLInputElement | null) => {
      fieldRefs.current[field] = el;
    },
    value: values[field],
    errorId: invalid(field),
    readOnly,
  });
  return (
    <>
      <TextField
        {...bind('fullName')}
        label="Full name"
        name="fullName"
        autoComplete="name"
        onChange={(event) => onChange('fullName', event.target.value)}
      />
      <TextField
        {...bind('email')}
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <PhoneField {...bind('phone')} onChange={(digits) => onChange('phone', digits)} />
      <PasswordField
        {...bind('password')}
        label="Password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        onChange={(event) => onChange('password', event.target.value)}
      />
      <PasswordField
        {...bind('confirmPassword')}
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        onChange={(event) => onChange('confirmPassword', event.target.value)}
      />
    </>
  );
}
