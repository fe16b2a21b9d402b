import { firstIssue, firstIssueMessage, type FirstIssue } from '@vastra/domain/forms';
import { IDENTITY_MESSAGES, OtpForm, ResetPasswordForm, toE164India } from '@vastra/domain/identity';
import { useId, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { resetPassword } from '../api/reset-password';
import type { OtpFlow } from '../hooks/use-otp-flow';
import { errorText } from '../utils/error-text';
import { OtpScreen } from './otp-screen';
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
  const toast = useToast();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [issue, setIssue] = useState<FirstIssue | null>(null);
  const errorId = useId();
  const invalid = (field: string) => (issue?.field === field ? errorId : undefined);

  async function verify(code: string) {
    setIssue(null);
    const codeCheck = OtpForm.safeParse({ code });
    if (!codeCheck.success) return { error: firstIssueMessage(codeCheck.error) };
    const fields = ResetPasswordForm.safeParse({ newPassword, confirmPassword });
    if (!fields.success) return setIssue(firstIssue(fields.error));
    const result = await flow.verify(code);
    if (!result.ok) return result;
    setWorking(true);
    try {
      await resetPassword({ phone: toE164India(flow.phone), newPassword: fields.data.newPassword, uid: result.uid });
      await flow.finish();
      toast.success(IDENTITY_MESSAGES.passwordResetSuccess);
      onDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 0) flow.forgetProof();
      toast.error(errorText(err, IDENTITY_MESSAGES.authFailed));
    } finally {
      setWorking(false);
    }
  }

  return (
    <OtpScreen
      phone={flow.phone}
      heading="Reset your password"
      secondsLeft={flow.secondsLeft}
      sending={flow.sending}
      busy={working || flow.sending || flow.verifying}
      onVerify={verify}
      onResend={flow.resend}
      onBack={() => {
        flow.reset();
        onDone(false);
      }}
      backLabel="Back to login"
      error={issue?.message ?? null}
      errorId={issue ? errorId : undefined}
    >
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        hint="At least 8 characters"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        errorId={invalid('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        errorId={invalid('confirmPassword')}
      />
    </OtpScreen>
  );
}
