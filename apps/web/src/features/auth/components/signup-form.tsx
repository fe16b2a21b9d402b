import type { AuthResponse } from '@vastra/domain/api';
import { firstIssue, type FirstIssue } from '@vastra/domain/forms';
import { IDENTITY_MESSAGES, SignupForm as SignupSchema } from '@vastra/domain/identity';
import { toE164India } from '@vastra/domain/identity';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { checkUserExists } from '../api/check-user';
import { register } from '../api/register';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { useReportBusy } from '../hooks/use-report-busy';
import type { GetPhoneVerifier } from '../phone-verifier/use-phone-verifier';
import { errorText } from '../utils/error-text';
import { FormAlert } from './form-alert';
import { OtpScreen } from './otp-screen';
import { EMPTY_SIGNUP, SignupFields, type SignupField, type SignupValues } from './signup-fields';

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
  const toast = useToast();
  const flow = useOtpFlow(getVerifier);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [issue, setIssue] = useState<FirstIssue | null>(null);
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [working, setWorking] = useState(false);
  const fieldRefs = useRef<Partial<Record<SignupField, HTMLInputElement | null>>>({});
  const errorId = useId();
  const busy = working || flow.sending || flow.verifying;
  useReportBusy(busy, onBusyChange);

  function fail(next: FirstIssue) {
    setIssue(next);
    fieldRefs.current[next.field as SignupField]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = SignupSchema.safeParse(values);
    if (!parsed.success)
      return fail(firstIssue(parsed.error) ?? { message: IDENTITY_MESSAGES.allFieldsRequired, field: undefined });
    setIssue(null);
    setWorking(true);
    try {
      if (await checkUserExists(toE164India(parsed.data.phone))) {
        return fail({ message: IDENTITY_MESSAGES.userAlreadyExists, field: 'phone' });
      }
      if (await flow.send(parsed.data.phone)) setStep('otp');
    } catch (err) {
      toast.error(errorText(err, IDENTITY_MESSAGES.authFailed));
    } finally {
      setWorking(false);
    }
  }

  async function verify(code: string) {
    const result = await flow.verify(code);
    if (!result.ok) return result;
    const form = SignupSchema.parse(values);
    setWorking(true);
    try {
      const auth = await register({
        fullName: form.fullName,
        email: form.email,
        phone: toE164India(form.phone),
        password: form.password,
        uid: result.uid,
        otp: code,
      });
      void flow.finish();
      toast.success(IDENTITY_MESSAGES.signupSuccess);
      onAuthenticated(auth);
    } catch (err) {
      // A refused proof (expired, reused) needs a new code; a lost connection can retry with it.
      if (err instanceof ApiError && err.status !== 0) flow.forgetProof();
      toast.error(errorText(err, IDENTITY_MESSAGES.authFailed));
    } finally {
      setWorking(false);
    }
  }

  if (step === 'otp' && flow.phone) {
    return (
      <OtpScreen
        phone={flow.phone}
        heading="Verify your phone"
        secondsLeft={flow.secondsLeft}
        sending={flow.sending}
        busy={busy}
        onVerify={verify}
        onResend={flow.resend}
        onBack={() => {
          flow.reset();
          setStep('form');
        }}
        backLabel="Change number"
      />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <SignupFields
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        issue={issue}
        errorId={errorId}
        readOnly={busy}
        fieldRefs={fieldRefs}
      />
      <FormAlert id={errorId} message={issue?.message ?? null} />
      <Button type="submit" size="lg" loading={busy} className="mt-1 w-full">
        Send OTP
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted">
        We&apos;ll text a one-time code to verify your number.
      </p>
    </form>
  );
}
