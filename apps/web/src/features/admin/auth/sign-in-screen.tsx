import { zodResolver } from '@hookform/resolvers/zod';
import { AdminLoginBody, AdminVerifyBody, ENDPOINTS } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M, STAFF_PASSWORD_MAX } from '@vastra/domain/back-office';
import { codeDestination, OTP_LENGTH, OTP_RESEND_COUNTDOWN_S } from '@vastra/domain/identity';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/use-countdown';
import { afterSignInHref } from '../admin-paths';
import { adminCall } from '../api/admin-api';
import { AuthCard, FormMessage } from './auth-card';
import { FormPhoneField } from '../../../components/ui/form-phone-field';
import type { SignInState } from './require-staff';
import { useStaffSessionState, useStartStaffSession } from './staff-session';

/** The first step's form: the contract's body, with a sign-in's own message for an empty password. */
const PasswordStep = AdminLoginBody.extend({
  password: z.string().min(1, { error: M.passwordRequired }).max(STAFF_PASSWORD_MAX, { error: M.invalidCredentials }),
});
/** The second step's form: the code of the contract's verify body. */
const CodeStep = AdminVerifyBody.pick({ code: true });

/** A sent code: its challenge, the server's words, and the first step's answers so the code can be sent again. */
type Challenge = { id: string; message: string; login: z.output<typeof PasswordStep> };

/** What to show for a failed call: the server's message, with the tries left after a wrong code. */
function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  const left = (error.body as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
  return typeof left === 'number' ? `${error.message} ${M.codeAttemptsLeft(left)}` : error.message;
}

/** Staff sign-in: phone and password, then the 6-digit code sent by SMS; then `next` or the dashboard. */
export function SignInScreen() {
  const session = useStaffSessionState();
  const [params] = useSearchParams();
  const next = afterSignInHref(params.get('next'));
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  // A sign-in finished by this screen navigates itself; one this tab had on arrival means already signed in.
  const [signedInOnArrival] = useState(session === 'signed-in');
  if (signedInOnArrival) return <Navigate to={next} replace />;

  return challenge === null ? (
    <PasswordForm onChallenge={setChallenge} />
  ) : (
    <CodeForm challenge={challenge} next={next} onResent={setChallenge} onStartAgain={() => setChallenge(null)} />
  );
}

function PasswordForm({ onChallenge }: { onChallenge: (challenge: Challenge) => void }) {
  const state = useLocation().state as SignInState;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof PasswordStep>, unknown, z.output<typeof PasswordStep>>({
    resolver: zodResolver(PasswordStep),
    defaultValues: { phone: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await adminCall(ENDPOINTS.adminLogin, { body });
      onChallenge({ id: answer.challengeId, message: answer.message, login: body });
    } catch (error) {
      setFailure(messageOf(error));
    }
  });

  const notice = state?.sessionEnded
    ? M.sessionEnded
    : state?.passwordSet
      ? M.passwordSet
      : state?.signedOut
        ? M.signedOut
        : null;

  return (
    <AuthCard title="Sign in" intro="The back office of the shop, for its staff.">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <FormMessage message={notice} tone={state?.sessionEnded ? 'error' : 'info'} />
        <FormPhoneField control={form.control} name="phone" error={errors.phone?.message} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          spellCheck={false}
          autoCapitalize="none"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormMessage message={failure} />
        <Button type="submit" size="lg" loading={isSubmitting}>
          Continue
        </Button>
      </form>
    </AuthCard>
  );
}

function CodeForm(props: {
  challenge: Challenge;
  next: string;
  onResent: (challenge: Challenge) => void;
  onStartAgain: () => void;
}) {
  const { challenge, next, onStartAgain } = props;
  const navigate = useNavigate();
  const startSession = useStartStaffSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown();
  const { start } = countdown;
  // Each code sent starts the wait before another may be asked for (docs/rules/constants.md: 30 s).
  useEffect(() => start(OTP_RESEND_COUNTDOWN_S), [challenge.id, start]);
  const form = useForm<z.input<typeof CodeStep>, unknown, z.output<typeof CodeStep>>({
    resolver: zodResolver(CodeStep),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // The screen changed under the visitor: the code field is where they type next.
  useEffect(() => form.setFocus('code'), [form]);

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const session = await adminCall(ENDPOINTS.adminVerify, { body: { challengeId: challenge.id, code } });
      startSession(session.staff);
      void navigate(next, { replace: true });
    } catch (error) {
      setFailure(messageOf(error));
      form.setValue('code', '');
      form.setFocus('code');
    }
  });

  // The first step again with the same answers: a new challenge and code (the old one stops counting).
  const resend = async () => {
    setFailure(null);
    setResending(true);
    try {
      const answer = await adminCall(ENDPOINTS.adminLogin, { body: challenge.login });
      form.setValue('code', '');
      setResent(true);
      props.onResent({ ...challenge, id: answer.challengeId, message: answer.message });
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setResending(false);
    }
  };

  const intro = (
    <>
      {challenge.message}
      <span className="mt-1 block font-medium text-ink">{M.codeSentTo(codeDestination(challenge.login.phone))}</span>
    </>
  );

  return (
    <AuthCard title="Enter the code" intro={intro}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              placeholder="••••••"
              controlClassName="text-center text-2xl tracking-[0.5em]"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
              onBlur={field.onBlur}
              error={errors.code?.message}
            />
          )}
        />
        <FormMessage message={failure ?? (resent ? M.codeResent : null)} tone={failure ? 'error' : 'info'} />
        <Button type="submit" size="lg" loading={isSubmitting}>
          Sign in
        </Button>
        {countdown.secondsLeft > 0 ? (
          <p className="self-center text-sm text-muted tabular-nums">{M.codeResendIn(countdown.secondsLeft)}</p>
        ) : (
          <Button variant="secondary" loading={resending} onClick={() => void resend()}>
            {M.codeResend}
          </Button>
        )}
        <button
          type="button"
          onClick={onStartAgain}
          className="self-center text-sm text-muted underline underline-offset-4 hover:text-ink"
        >
          Start again
        </button>
      </form>
    </AuthCard>
  );
}
