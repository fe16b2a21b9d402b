import { type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { useI18n } from '../../../lib/i18n';
import { PasswordField } from './password-field';
import { FormPhoneField } from '../../../components/ui/form-phone-field';

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
  form: UseFormReturn<SignupValues, unknown, SignupValues>;
  /** The field the form's one message is about; it points at the message by errorId. */
  invalidField: string | undefined;
  errorId: string;
  /** While a request runs the values stay put (read-only, still focusable). */
  readOnly: boolean;
};

/**
 * The Signup tab's fields (docs/rules/sign-in.md#screen): full name, email, phone with '+91', password and its
 * confirmation.
 */
export function SignupFields({ form, invalidField, errorId, readOnly }: Props) {
  const { t } = useI18n();
  const bind = (field: Exclude<SignupField, 'phone'>) => ({
    errorId: invalidField === field ? errorId : undefined,
    readOnly,
    ...form.register(field),
  });
  return (
    <>
      <TextField {...bind('fullName')} label={t('Full name')} autoComplete="name" />
      <TextField
        {...bind('email')}
        label={t('Email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
      />
      <FormPhoneField
        control={form.control}
        name="phone"
        readOnly={readOnly}
        errorId={invalidField === 'phone' ? errorId : undefined}
      />
      <PasswordField
        {...bind('password')}
        label={t('Password')}
        autoComplete="new-password"
        hint={t('At least 8 characters')}
      />
      <PasswordField {...bind('confirmPassword')} label={t('Confirm password')} autoComplete="new-password" />
    </>
  );
}
