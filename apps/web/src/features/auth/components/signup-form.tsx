import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthResponse } from '@vastra/domain/api';
import { IDENTITY_MESSAGES, SignupForm as SignupSchema } from '@vastra/domain/identity';
import { toE164India } from '@vastra/domain/identity';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { firstError, focusFirstError, ONE_MESSAGE_AT_A_TIME } from '../../../lib/forms/first-error';
import { useI18n } from '../../../lib/i18n';
import { checkUserExists } from '../api/check-user';
import { register } from '../api/register';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { useReportBusy } from '../hooks/use-report-busy';
import type { GetPhoneVerifier } from '../phone-verifier/use-phone-verifier';
import { errorText } from '../utils/error-text';
import { identityText } from '../utils/identity-text';
import { FormAlert } from './form-alert';
import { OtpScreen } from './otp-screen';
import { EMPTY_SIGNUP, SignupFields, type SignupValues } from './signup-fields';

export type AuthFormProps = {
  getVerifier: GetPhoneVerifier;
  /** Called with the new session; the page stores it and leaves (docs/rules/sign-in.md#signup, Login). */
  onAuthenticated: (auth: AuthResponse) => void;
  onBusyChange: (busy: boolean) => void;
};

/**
 * docs/rules/sign-in.md#signup: the form, then the user-exists check, the code sent, verified, registered and
 * logged in. Messages one at a time in the spec's order (docs/rules/sign-in.md#signup).
 */
export function SignupForm({ getVerifier, onAuthenticated, onBusyChange }: AuthFormProps) {
  const { t, tm } = useI18n();
  const toast = useToast();
  const flow = useOtpFlow(getVerifier);
  const form = useForm<SignupValues, unknown, z.output<typeof SignupSchema>>({
    resolver: zodResolver(SignupSchema),
    defaultValues: EMPTY_SIGNUP,
    ...ONE_MESSAGE_AT_A_TIME,
  });
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [working, setWorking] = useState(false);
  // The checked details the code was sent for; registered once the code is verified.
  const [sent, setSent] = useState<z.output<typeof SignupSchema> | null>(null);
  const issue = firstError(form.formState.errors);
  const errorId = useId();
  const busy = working || form.formState.isSubmitting || flow.sending || flow.verifying;
  useReportBusy(busy, onBusyChange);

  const submit = form.handleSubmit(async (details) => {
    const { phone } = details;
    setWorking(true);
    try {
      if (await checkUserExists(toE164India(phone))) {
        form.setError('phone', { message: IDENTITY_MESSAGES.userAlreadyExists });
        return form.setFocus('phone');
      }
      if (await flow.send(phone)) {
        setSent(details);
        setStep('otp');
      }
    } catch (err) {
      toast.error(identityText(tm, errorText(err, IDENTITY_MESSAGES.authFailed)));
    } finally {
      setWorking(false);
    }
  }, focusFirstError(form.setFocus));

  async function verify(code: string) {
    const result = await flow.verify(code);
    if (!result.ok || !sent) return result;
    setWorking(true);
    try {
      const auth = await register({
        fullName: sent.fullName,
        email: sent.email,
        phone: toE164India(sent.phone),
        password: sent.password,
        uid: result.uid,
        otp: code,
      });
      void flow.finish();
      toast.success(identityText(tm, IDENTITY_MESSAGES.signupSuccess));
      onAuthenticated(auth);
    } catch (err) {
      // A refused proof (expired, reused) needs a new code; a lost connection can retry with it.
      if (err instanceof ApiError && err.status !== 0) flow.forgetProof();
      toast.error(identityText(tm, errorText(err, IDENTITY_MESSAGES.authFailed)));
    } finally {
      setWorking(false);
    }
  }

  if (step === 'otp' && flow.phone) {
    return (
      <OtpScreen
        phone={flow.phone}
        heading={t('Verify your phone')}
        secondsLeft={flow.secondsLeft}
        sending={flow.sending}
        busy={busy}
        onVerify={verify}
        onResend={flow.resend}
        onBack={() => {
          flow.reset();
          setStep('form');
        }}
        backLabel={t('Change number')}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
      className="flex flex-col gap-4"
    >
      <SignupFields form={form} invalidField={issue?.field} errorId={errorId} readOnly={busy} />
      <FormAlert id={errorId} message={issue?.message ?? null} />
      <Button type="submit" size="lg" loading={busy} className="mt-1 w-full">
        {t('Send OTP')}
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted">
        {t("We'll text a one-time code to verify your number.")}
      </p>
    </form>
  );
}
