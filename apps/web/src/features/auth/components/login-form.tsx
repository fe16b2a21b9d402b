import { firstIssue, type FirstIssue } from '@vastra/domain/forms';
import { ForgotPasswordForm, IDENTITY_MESSAGES, LoginForm as LoginSchema, toE164India } from '@vastra/domain/identity';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { checkUserExists } from '../api/check-user';
import { loginWithPassword } from '../api/login';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { useReportBusy } from '../hooks/use-report-busy';
import { errorText } from '../utils/error-text';
import { ForgotPassword } from './forgot-password';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { PhoneField } from '../../../components/ui/phone-field';
import type { AuthFormProps } from './signup-form';

/**
 * The Login tab (docs/rules/sign-in.md#screen, docs/rules/sign-in.md#session): phone and password in one step, and
 * 'Forgot Password?' for the reset flow.
 */
export function LoginForm({ getVerifier, onAuthenticated, onBusyChange }: AuthFormProps) {
  const toast = useToast();
  const flow = useOtpFlow(getVerifier);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [issue, setIssue] = useState<FirstIssue | null>(null);
  const [step, setStep] = useState<'form' | 'reset'>('form');
  const [working, setWorking] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const busy = working || flow.sending || flow.verifying;
  useReportBusy(busy, onBusyChange);

  function fail(next: FirstIssue | null) {
    setIssue(next);
    (next?.field === 'password' ? passwordRef : phoneRef).current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = LoginSchema.safeParse({ phone, password });
    if (!parsed.success) return fail(firstIssue(parsed.error));
    setIssue(null);
    setWorking(true);
    try {
      const auth = await loginWithPassword({ phone: toE164India(parsed.data.phone), password: parsed.data.password });
      toast.success(IDENTITY_MESSAGES.loginSuccess);
      onAuthenticated(auth);
    } catch (err) {
      toast.error(errorText(err, IDENTITY_MESSAGES.loginFailed));
    } finally {
      setWorking(false);
    }
  }

  // docs/rules/sign-in.md#login-and-reset: the account must exist before a code is sent.
  async function forgotPassword() {
    if (busy) return;
    const parsed = ForgotPasswordForm.safeParse({ phone });
    if (!parsed.success) return fail(firstIssue(parsed.error));
    setIssue(null);
    setWorking(true);
    try {
      if (!(await checkUserExists(toE164India(parsed.data.phone)))) {
        return fail({ message: IDENTITY_MESSAGES.noAccountFound, field: 'phone' });
      }
      if (await flow.send(parsed.data.phone)) setStep('reset');
    } catch (err) {
      toast.error(errorText(err, IDENTITY_MESSAGES.authFailed));
    } finally {
      setWorking(false);
    }
  }

  if (step === 'reset' && flow.phone) {
    return (
      <ForgotPassword
        flow={{ ...flow, phone: flow.phone }}
        working={working}
        setWorking={setWorking}
        onDone={(reset) => {
          setStep('form');
          if (reset) setPassword('');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PhoneField
        ref={phoneRef}
        value={phone}
        onChange={setPhone}
        readOnly={busy}
        errorId={issue?.field === 'phone' ? errorId : undefined}
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        readOnly={busy}
        errorId={issue?.field === 'password' ? errorId : undefined}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={() => void forgotPassword()}
          disabled={busy}
          className={
            'min-h-9 rounded-full px-1 text-sm font-medium text-accent ' +
            'underline-offset-4 hover:underline disabled:opacity-50'
          }
        >
          Forgot Password?
        </button>
      </div>
      <FormAlert id={errorId} message={issue?.message ?? null} />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        Login
      </Button>
    </form>
  );
}
