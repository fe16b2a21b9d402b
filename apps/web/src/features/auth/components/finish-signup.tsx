import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthResponse } from '@vastra/domain/api';
import {
  IDENTITY_MESSAGES,
  INDIA_COUNTRY_CODE,
  SignupForm as SignupSchema,
  toE164India,
} from '@vastra/domain/identity';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { firstError, focusFirstError, ONE_MESSAGE_AT_A_TIME } from '../../../lib/forms/first-error';
import { useI18n } from '../../../lib/i18n';
import { register } from '../api/register';
import { useReportBusy } from '../hooks/use-report-busy';
import { errorText } from '../utils/error-text';
import { identityText } from '../utils/identity-text';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import type { SignupValues } from './signup-fields';

type Props = {
  /** The verified phone (10 digits), its unspent proof and the code typed. */
  proof: { phone: string; uid: string; otp: string };
  onAuthenticated: (auth: AuthResponse) => void;
  onBusyChange: (busy: boolean) => void;
  /** The proof expired or was spent meanwhile: back to the phone, for a new code. */
  onProofRefused: () => void;
};

/**
 * A verified phone with no account (docs/decisions/111-sign-in-by-otp.md): the Signup tab's fields and messages
 * (docs/rules/sign-in.md#signup, password included, as the spec requires it) without the phone, which is verified.
 */
export function FinishSignup({ proof, onAuthenticated, onBusyChange, onProofRefused }: Props) {
  const { t, tm } = useI18n();
  const toast = useToast();
  const form = useForm<SignupValues, unknown, z.output<typeof SignupSchema>>({
    resolver: zodResolver(SignupSchema),
    defaultValues: { fullName: '', email: '', phone: proof.phone, password: '', confirmPassword: '' },
    ...ONE_MESSAGE_AT_A_TIME,
  });
  const [working, setWorking] = useState(false);
  const issue = firstError(form.formState.errors);
  const errorId = useId();
  const busy = working || form.formState.isSubmitting;
  useReportBusy(busy, onBusyChange);
  const bind = (field: Exclude<keyof SignupValues, 'phone'>) => ({
    errorId: issue?.field === field ? errorId : undefined,
    readOnly: busy,
    ...form.register(field),
  });

  const submit = form.handleSubmit(async (details) => {
    setWorking(true);
    try {
      const auth = await register({
        fullName: details.fullName,
        email: details.email,
        phone: toE164India(proof.phone),
        password: details.password,
        uid: proof.uid,
        otp: proof.otp,
      });
      toast.success(identityText(tm, IDENTITY_MESSAGES.signupSuccess));
      onAuthenticated(auth);
    } catch (err) {
      toast.error(identityText(tm, errorText(err, IDENTITY_MESSAGES.authFailed)));
      if (err instanceof ApiError && err.code === 'otp_missing') onProofRefused();
    } finally {
      setWorking(false);
    }
  }, focusFirstError(form.setFocus));
  // The verified phone stands inside the sentence, wherever the language puts it.
  const [beforePhone, afterPhone] = t(
    '{phone} is verified and has no account yet. Add your details to create one.',
  ).split('{phone}');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
      className="flex flex-col gap-4"
    >
      <div>
        <h2 className="font-display text-2xl leading-tight text-ink">{t('Finish signing up')}</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          {beforePhone}
          <span className="font-semibold whitespace-nowrap text-ink">
            {INDIA_COUNTRY_CODE} {proof.phone.slice(0, 5)} {proof.phone.slice(5)}
          </span>
          {afterPhone}
        </p>
      </div>
      <TextField {...bind('fullName')} label={t('Full name')} autoComplete="name" />
      <TextField
        {...bind('email')}
        label={t('Email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
      />
      <PasswordField
        {...bind('password')}
        label={t('Password')}
        autoComplete="new-password"
        hint={t('At least 8 characters')}
      />
      <PasswordField {...bind('confirmPassword')} label={t('Confirm password')} autoComplete="new-password" />
      <FormAlert id={errorId} message={issue?.message ?? null} />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {t('Create account')}
      </Button>
    </form>
  );
}
