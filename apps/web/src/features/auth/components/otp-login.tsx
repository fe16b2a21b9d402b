import { zodResolver } from '@hookform/resolvers/zod';
import { IDENTITY_MESSAGES, OtpLoginForm, toE164India } from '@vastra/domain/identity';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormPhoneField } from '../../../components/ui/form-phone-field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { firstError, focusFirstError, ONE_MESSAGE_AT_A_TIME } from '../../../lib/forms/first-error';
import { useI18n } from '../../../lib/i18n';
import { loginWithOtp } from '../api/login-otp';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { useReportBusy } from '../hooks/use-report-busy';
import { errorText } from '../utils/error-text';
import { identityText } from '../utils/identity-text';
import { FinishSignup } from './finish-signup';
import { FormAlert } from './form-alert';
import { OtpScreen } from './otp-screen';
import type { AuthFormProps } from './signup-form';
import { SwitchMethod } from './switch-method';

/** The proof of a phone that has no account yet: the code verified, the account still to be made. */
type Unregistered = { phone: string; uid: string; otp: string };

/**
 * Log in with the phone and a texted code (docs/decisions/111-sign-in-by-otp.md): the code is sent to any phone (no
 * account lookup before it), then the verified phone signs in; a phone with no account goes on to finish signing up
 * with the phone already verified.
 */
export function OtpLogin({
  getVerifier,
  onAuthenticated,
  onBusyChange,
  onUsePassword,
}: AuthFormProps & {
  onUsePassword: () => void;
}) {
  const { t, tm } = useI18n();
  const toast = useToast();
  const flow = useOtpFlow(getVerifier);
  const [working, setWorking] = useState(false);
  const [unregistered, setUnregistered] = useState<Unregistered | null>(null);
  const form = useForm<z.input<typeof OtpLoginForm>, unknown, z.output<typeof OtpLoginForm>>({
    resolver: zodResolver(OtpLoginForm),
    defaultValues: { phone: '' },
    ...ONE_MESSAGE_AT_A_TIME,
  });
  const issue = firstError(form.formState.errors);
  const errorId = useId();
  const busy = working || form.formState.isSubmitting || flow.sending || flow.verifying;
  useReportBusy(busy, onBusyChange);

  const send = form.handleSubmit(async ({ phone }) => {
    await flow.send(phone);
  }, focusFirstError(form.setFocus));

  async function verify(code: string) {
    const phone = flow.phone;
    const result = await flow.verify(code);
    if (!result.ok || !phone) return result;
    setWorking(true);
    try {
      const auth = await loginWithOtp({ phone: toE164India(phone), uid: result.uid });
      void flow.finish();
      toast.success(identityText(tm, IDENTITY_MESSAGES.loginSuccess));
      onAuthenticated(auth);
    } catch (err) {
      // No account: the proof was not spent, so it makes the account on the next step.
      if (err instanceof ApiError && err.code === 'not_found')
        return setUnregistered({ phone, uid: result.uid, otp: code });
      // A refused proof (expired, reused) needs a new code; a lost connection can retry with it.
      if (err instanceof ApiError && err.status !== 0) flow.forgetProof();
      toast.error(identityText(tm, errorText(err, IDENTITY_MESSAGES.loginFailed)));
    } finally {
      setWorking(false);
    }
  }

  if (unregistered) {
    return (
      <FinishSignup
        proof={unregistered}
        onBusyChange={onBusyChange}
        onAuthenticated={(auth) => {
          void flow.finish();
          onAuthenticated(auth);
        }}
        onProofRefused={() => {
          flow.forgetProof();
          flow.reset();
          setUnregistered(null);
        }}
      />
    );
  }

  if (flow.phone) {
    return (
      <OtpScreen
        phone={flow.phone}
        heading={t('Log in with OTP')}
        secondsLeft={flow.secondsLeft}
        sending={flow.sending}
        busy={busy}
        onVerify={verify}
        onResend={flow.resend}
        onBack={flow.reset}
        backLabel={t('Change number')}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void send();
      }}
      className="flex flex-col gap-4"
    >
      <FormPhoneField
        control={form.control}
        name="phone"
        readOnly={busy}
        errorId={issue?.field === 'phone' ? errorId : undefined}
      />
      <FormAlert id={errorId} message={issue?.message ?? null} />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {t('Send OTP')}
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted">
        {t("We'll text a one-time code. New here? You can sign up right after.")}
      </p>
      <SwitchMethod label={t('Sign in with password instead')} onClick={onUsePassword} disabled={busy} />
    </form>
  );
}
