import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordForm, IDENTITY_MESSAGES, LoginForm as LoginSchema, toE164India } from '@vastra/domain/identity';
import { useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { firstError, focusFirstError, ONE_MESSAGE_AT_A_TIME } from '../../../lib/forms/first-error';
import { useI18n } from '../../../lib/i18n';
import { checkUserExists } from '../api/check-user';
import { loginWithPassword } from '../api/login';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { useReportBusy } from '../hooks/use-report-busy';
import { errorText } from '../utils/error-text';
import { identityText } from '../utils/identity-text';
import { ForgotPassword } from './forgot-password';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { FormPhoneField } from '../../../components/ui/form-phone-field';
import type { AuthFormProps } from './signup-form';
import { SwitchMethod } from './switch-method';

type Values = z.input<typeof LoginSchema>;
const loginResolver = zodResolver(LoginSchema);
// 'Forgot Password?' checks the phone alone, with the reset's own message ('Invalid phone').
const forgotResolver = zodResolver(ForgotPasswordForm) as unknown as typeof loginResolver;

/**
 * The Login tab's password form (docs/rules/sign-in.md#screen, docs/rules/sign-in.md#session): phone and password in
 * one step, and 'Forgot Password?' for the reset flow; the code is the tab's first way (login-panel.tsx).
 */
export function LoginForm({
  getVerifier,
  onAuthenticated,
  onBusyChange,
  onUseOtp,
}: AuthFormProps & { onUseOtp: () => void }) {
  const { t, tm } = useI18n();
  const toast = useToast();
  const flow = useOtpFlow(getVerifier);
  const [step, setStep] = useState<'form' | 'reset'>('form');
  const [working, setWorking] = useState(false);
  // Which button sent the form: Login checks both fields, 'Forgot Password?' the phone only.
  const action = useRef<'login' | 'forgot'>('login');
  const resolver: Resolver<Values, unknown, z.output<typeof LoginSchema>> = (values, context, options) =>
    (action.current === 'forgot' ? forgotResolver : loginResolver)(values, context, options);
  const form = useForm<Values, unknown, z.output<typeof LoginSchema>>({
    resolver,
    defaultValues: { phone: '', password: '' },
    ...ONE_MESSAGE_AT_A_TIME,
  });
  const issue = firstError(form.formState.errors);
  const errorId = useId();
  const busy = working || form.formState.isSubmitting || flow.sending || flow.verifying;
  useReportBusy(busy, onBusyChange);
  const invalid = (field: keyof Values) => (issue?.field === field ? errorId : undefined);

  function fail(field: keyof Values, message: string) {
    form.setError(field, { message });
    form.setFocus(field);
  }

  const login = form.handleSubmit(async ({ phone, password }) => {
    setWorking(true);
    try {
      const auth = await loginWithPassword({ phone: toE164India(phone), password });
      toast.success(identityText(tm, IDENTITY_MESSAGES.loginSuccess));
      onAuthenticated(auth);
    } catch (err) {
      toast.error(identityText(tm, errorText(err, IDENTITY_MESSAGES.loginFailed)));
    } finally {
      setWorking(false);
    }
  }, focusFirstError(form.setFocus));

  // docs/rules/sign-in.md#login-and-reset: the account must exist before a code is sent.
  const forgot = form.handleSubmit(async ({ phone }) => {
    setWorking(true);
    try {
      if (!(await checkUserExists(toE164India(phone)))) return fail('phone', IDENTITY_MESSAGES.noAccountFound);
      if (await flow.send(phone)) setStep('reset');
    } catch (err) {
      toast.error(identityText(tm, errorText(err, IDENTITY_MESSAGES.authFailed)));
    } finally {
      setWorking(false);
    }
  }, focusFirstError(form.setFocus));

  async function send(which: 'login' | 'forgot') {
    if (busy) return;
    action.current = which;
    try {
      await (which === 'login' ? login : forgot)();
    } finally {
      action.current = 'login';
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
          if (reset) form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send('login');
      }}
      className="flex flex-col gap-4"
    >
      <FormPhoneField control={form.control} name="phone" readOnly={busy} errorId={invalid('phone')} />
      <PasswordField
        label={t('Password')}
        autoComplete="current-password"
        readOnly={busy}
        errorId={invalid('password')}
        {...form.register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={() => void send('forgot')}
          disabled={busy}
          className={
            'min-h-9 rounded-full px-1 text-sm font-medium text-accent ' +
            'underline-offset-4 hover:underline disabled:opacity-50'
          }
        >
          {t('Forgot Password?')}
        </button>
      </div>
      <FormAlert id={errorId} message={issue?.message ?? null} />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {t('Login')}
      </Button>
      <SwitchMethod label={t('Sign in with OTP instead')} onClick={onUseOtp} disabled={busy} />
    </form>
  );
}
