import { zodResolver } from '@hookform/resolvers/zod';
import { firstIssueMessage } from '@vastra/domain/forms';
import { IDENTITY_MESSAGES, OtpForm, ResetPasswordForm, toE164India } from '@vastra/domain/identity';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { firstError, ONE_MESSAGE_AT_A_TIME } from '../../../lib/forms/first-error';
import { useI18n } from '../../../lib/i18n';
import { resetPassword } from '../api/reset-password';
import type { OtpFlow } from '../hooks/use-otp-flow';
import { errorText } from '../utils/error-text';
import { identityText } from '../utils/identity-text';
import { OtpScreen, type VerifyFeedback } from './otp-screen';
import { PasswordField } from './password-field';

type Props = {
  flow: OtpFlow & { phone: string };
  working: boolean;
  setWorking: (working: boolean) => void;
  /** Back to the login tab, after success or when the shopper backs out. */
  onDone: (reset: boolean) => void;
};

/**
 * The code step of docs/rules/sign-in.md#login-and-reset: verify the code plus the new password, reset, sign out
 * of the phone-auth provider, back to the login tab with 'Password reset successful'.
 */
export function ForgotPassword({ flow, working, setWorking, onDone }: Props) {
  const { t, tm } = useI18n();
  const toast = useToast();
  const form = useForm<z.input<typeof ResetPasswordForm>, unknown, z.output<typeof ResetPasswordForm>>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
    ...ONE_MESSAGE_AT_A_TIME,
  });
  const issue = firstError(form.formState.errors);
  const errorId = useId();
  const invalid = (field: string) => (issue?.field === field ? errorId : undefined);

  // The OTP screen owns the code and its form: its code is checked first (its message shows there), then the
  // passwords of this form, then the code is verified.
  async function verify(code: string): Promise<VerifyFeedback> {
    form.clearErrors();
    const codeCheck = OtpForm.safeParse({ code });
    if (!codeCheck.success) return { error: firstIssueMessage(codeCheck.error) };
    let feedback: VerifyFeedback = undefined;
    await form.handleSubmit(async ({ newPassword }) => {
      feedback = await reset(code, newPassword);
    })();
    return feedback;
  }

  async function reset(code: string, newPassword: string): Promise<VerifyFeedback> {
    const result = await flow.verify(code);
    if (!result.ok) return result;
    setWorking(true);
    try {
      await resetPassword({ phone: toE164India(flow.phone), newPassword, uid: result.uid });
      await flow.finish();
      toast.success(identityText(tm, IDENTITY_MESSAGES.passwordResetSuccess));
      onDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 0) flow.forgetProof();
      toast.error(identityText(tm, errorText(err, IDENTITY_MESSAGES.authFailed)));
    } finally {
      setWorking(false);
    }
  }

  return (
    <OtpScreen
      phone={flow.phone}
      heading={t('Reset your password')}
      secondsLeft={flow.secondsLeft}
      sending={flow.sending}
      busy={working || flow.sending || flow.verifying}
      onVerify={verify}
      onResend={flow.resend}
      onBack={() => {
        flow.reset();
        onDone(false);
      }}
      backLabel={t('Back to login')}
      error={issue?.message ?? null}
      errorId={issue ? errorId : undefined}
    >
      <PasswordField
        label={t('New password')}
        autoComplete="new-password"
        hint={t('At least 8 characters')}
        errorId={invalid('newPassword')}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('Confirm new password')}
        autoComplete="new-password"
        errorId={invalid('confirmPassword')}
        {...form.register('confirmPassword')}
      />
    </OtpScreen>
  );
}
