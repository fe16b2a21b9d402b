import { keepDigits } from '@vastra/domain/forms';
import { INDIA_COUNTRY_CODE, OTP_LENGTH } from '@vastra/domain/identity';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useI18n } from '../../../lib/i18n';
import { useWebOtp } from '../hooks/use-web-otp';
import { FormAlert } from './form-alert';

/** What a verify attempt asks of the screen: a message to show, the code to clear. */
export type VerifyFeedback = { ok?: boolean; error?: string; clearCode?: boolean } | void;

export type OtpScreenProps = {
  /** The 10 digits the code went to. */
  phone: string;
  heading: string;
  /** Seconds until 'Resend OTP' (docs/rules/constants.md: 30 s after sending). */
  secondsLeft: number;
  sending: boolean;
  /** Verifying or finishing (register, reset): the button spins and repeat submits are ignored. */
  busy: boolean;
  onVerify: (code: string) => Promise<VerifyFeedback>;
  /** Resolves to an inline message when the resend was refused before sending. */
  onResend: () => Promise<string | null>;
  onBack: () => void;
  backLabel: string;
  /** Extra fields above the button, e.g. the new password in the reset flow (docs/rules/sign-in.md#screen). */
  children?: ReactNode;
  /** A message from the extra fields' check, shown in place of the screen's own. */
  error?: string | null;
  /** Id of the message element, for extra fields to point at when invalid. */
  errorId?: string;
};

function displayPhone(phone: string): string {
  return `${INDIA_COUNTRY_CODE} ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

/**
 * The code step (docs/rules/sign-in.md#screen, docs/rules/sign-in.md#otp): a 6-digit code, 'Verify OTP', 'Resend in Ns'
 * then 'Resend OTP'.
 */
export function OtpScreen(props: OtpScreenProps) {
  const { phone, heading, secondsLeft, sending, busy, onVerify, onResend, onBack, backLabel, children } = props;
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const ownErrorId = useId();
  const errorId = props.errorId ?? ownErrorId;
  const shownError = props.error ?? error;

  // The code field takes focus without scrolling the heading away (the keyboard opens on phones).
  useEffect(() => codeRef.current?.focus({ preventScroll: true }), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await verify(code);
  }

  async function verify(typed: string) {
    if (busy) return;
    setError(null);
    const feedback = await onVerify(typed);
    if (feedback?.error) setError(feedback.error);
    if (feedback?.clearCode) {
      setCode('');
      codeRef.current?.focus({ preventScroll: true });
    }
  }

  // A code the browser read from the SMS fills the field and is verified at once, unless fields of the screen's
  // own (the new password) still wait for the shopper.
  useWebOtp((received) => {
    const digits = keepDigits(received, OTP_LENGTH);
    setCode(digits);
    if (!children) void verify(digits);
  });

  async function resend() {
    setError(null);
    setError(await onResend());
  }

  // The phone stands inside the sentence, wherever the language puts it.
  const [beforePhone, afterPhone] = t('Enter the 6-digit code we sent to {phone}.').split('{phone}');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div>
        <h2 className="font-display text-2xl leading-tight text-ink">{heading}</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          {beforePhone}
          <span className="font-semibold whitespace-nowrap text-ink">{displayPhone(phone)}</span>
          {afterPhone}{' '}
          <button
            type="button"
            onClick={onBack}
            disabled={busy}
            className="font-medium text-accent underline-offset-4 hover:underline disabled:opacity-50"
          >
            {backLabel}
          </button>
        </p>
      </div>

      <TextField
        ref={codeRef}
        label={t('OTP')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="••••••"
        value={code}
        onChange={(event) => setCode(keepDigits(event.target.value, OTP_LENGTH))}
        errorId={error && !props.error ? errorId : undefined}
        hint={t('6 digits, sent by SMS')}
        controlClassName="text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]"
      />
      {children}

      <FormAlert id={errorId} message={shownError} />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {t('Verify OTP')}
      </Button>

      <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted">
        <span>{t("Didn't get the code?")}</span>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={secondsLeft > 0 || sending || busy}
          className={
            'min-h-9 rounded-full px-2 font-semibold text-accent underline-offset-4 ' +
            'tabular-nums hover:underline disabled:cursor-not-allowed ' +
            'disabled:font-medium disabled:text-muted disabled:no-underline'
          }
        >
          {secondsLeft > 0 ? t('Resend in {seconds}s', { seconds: secondsLeft }) : t('Resend OTP')}
        </button>
      </div>
    </form>
  );
}
