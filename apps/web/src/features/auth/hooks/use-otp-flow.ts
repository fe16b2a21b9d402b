import { firstIssueMessage } from '@vastra/domain/forms';
import {
  backoffRemainingSeconds,
  IDENTITY_MESSAGES,
  OTP_RESEND_COUNTDOWN_S,
  OtpForm,
  ResendOtpForm,
  toE164India,
} from '@vastra/domain/identity';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { useI18n, type Translator } from '../../../lib/i18n';
import { PhoneVerifierError } from '../phone-verifier/phone-verifier.port';
import type { GetPhoneVerifier } from '../phone-verifier/use-phone-verifier';
import { identityText } from '../utils/identity-text';
import { clearOtpBackoff, otpBackoffRemaining, storeOtpSendRefusal } from '../utils/otp-backoff-storage';
import { useCountdown } from '../../../lib/use-countdown';

/** The code sent to `phone` (10 digits); `uid` once verified, kept until the flow's last step succeeds. */
type Challenge = { phone: string; verificationId: string | null; uid: string | null };

/** A verify attempt: the uid, or an inline message (docs/rules/sign-in.md#otp) and whether to clear the typed code. */
export type VerifyResult = { ok: true; uid: string } | { ok: false; error?: string; clearCode?: boolean };

// docs/rules/sign-in.md#messages: a refused send stores the back-off and says for how long (the words of
// IDENTITY_MESSAGE_TEMPLATES.otpSendsPaused); the rest is the verifier's text.
function sendFailureText({ t, tm }: Pick<Translator, 't' | 'tm'>, err: unknown, phoneE164: string): string {
  if (!(err instanceof PhoneVerifierError)) return identityText(tm, IDENTITY_MESSAGES.authFailed);
  if (err.kind !== 'too-many-requests') return identityText(tm, err.message);
  const now = Date.now();
  const record = storeOtpSendRefusal(phoneE164, now, err.retryAfterSeconds);
  return t('Too many attempts. Paused OTP sends for {seconds}s.', { seconds: backoffRemainingSeconds(record, now) });
}

/**
 * Sending, resending and verifying a one-time code (docs/rules/sign-in.md#session, docs/rules/sign-in.md#otp,
 * docs/rules/sign-in.md#messages, docs/rules/constants.md) through the configured phone verifier, with the per-phone
 * back-off and the 30 s resend countdown. Toasts are shown here; form-level messages are returned for the screen to
 * show.
 */
export function useOtpFlow(getVerifier: GetPhoneVerifier) {
  const i18n = useI18n();
  const { t, tm } = i18n;
  const toast = useToast();
  const countdown = useCountdown();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  // The code step is on screen. 'Change number' hides it but keeps the challenge and its countdown:
  // the code sent is still good, and the provider would refuse another send to it before 30 s.
  const [shown, setShown] = useState(false);
  const [status, setStatus] = useState<'idle' | 'sending' | 'verifying'>('idle');

  async function send(phone: string): Promise<boolean> {
    // The same number again while its resend countdown runs: back to the code already sent.
    if (challenge?.phone === phone && countdown.secondsLeft > 0) {
      setShown(true);
      return true;
    }
    const phoneE164 = toE164India(phone);
    const wait = otpBackoffRemaining(phoneE164, Date.now());
    if (wait > 0) {
      // The words of IDENTITY_MESSAGE_TEMPLATES.otpBackoffActive.
      toast.error(t('Too many OTP attempts. Please try again in {seconds}s.', { seconds: wait }));
      return false;
    }
    setStatus('sending');
    try {
      const sent = await (await getVerifier()).send(phoneE164);
      clearOtpBackoff(phoneE164);
      setChallenge({ phone, verificationId: sent.verificationId, uid: null });
      setShown(true);
      countdown.start(Math.max(OTP_RESEND_COUNTDOWN_S, sent.resendAfterSeconds));
      // The words of IDENTITY_MESSAGE_TEMPLATES.otpSentTo.
      toast.success(t('OTP sent to {phone}', { phone: phoneE164 }));
      return true;
    } catch (err) {
      toast.error(sendFailureText(i18n, err, phoneE164));
      return false;
    } finally {
      setStatus('idle');
    }
  }

  /**
   * 'Resend OTP' (docs/rules/sign-in.md#session: allowed when the countdown is 0); an inline message when the phone is
   * bad.
   */
  async function resend(): Promise<string | null> {
    const parsed = ResendOtpForm.safeParse({ phone: challenge?.phone ?? '' });
    if (!parsed.success) return firstIssueMessage(parsed.error);
    await send(parsed.data.phone);
    return null;
  }

  async function verify(code: string): Promise<VerifyResult> {
    const parsed = OtpForm.safeParse({ code });
    if (!parsed.success) return { ok: false, error: firstIssueMessage(parsed.error) };
    if (!challenge?.verificationId) {
      toast.error(identityText(tm, IDENTITY_MESSAGES.otpMissing));
      return { ok: false };
    }
    if (challenge.uid) return { ok: true, uid: challenge.uid };
    setStatus('verifying');
    try {
      const { uid } = await (await getVerifier()).verify(challenge.verificationId, parsed.data.code);
      setChallenge({ ...challenge, uid });
      return { ok: true, uid };
    } catch (err) {
      const kind = err instanceof PhoneVerifierError ? err.kind : 'unknown';
      toast.error(
        identityText(tm, err instanceof PhoneVerifierError ? err.message : IDENTITY_MESSAGES.authenticationFailed),
      );
      // A dead challenge (expired, used up) takes no more codes: the next one needs a resend.
      if (kind === 'expired' || kind === 'too-many-requests') setChallenge({ ...challenge, verificationId: null });
      return { ok: false, clearCode: kind !== 'network' && kind !== 'unknown' };
    } finally {
      setStatus('idle');
    }
  }

  /** The API refused the uid (expired, reused): a fresh code is needed. */
  function forgetProof() {
    setChallenge((current) => current && { ...current, verificationId: null, uid: null });
  }

  /** 'Change number': back to the form. The code sent stays valid, its countdown keeps running. */
  function reset() {
    setShown(false);
  }

  /** The flow is complete: end the provider's own sign-in (docs/rules/sign-in.md#login-and-reset) and start over. */
  async function finish() {
    setShown(false);
    setChallenge(null);
    countdown.stop();
    try {
      await (await getVerifier()).signOut();
    } catch {
      // nothing to sign out of
    }
  }

  return {
    phone: shown ? (challenge?.phone ?? null) : null,
    secondsLeft: countdown.secondsLeft,
    sending: status === 'sending',
    verifying: status === 'verifying',
    send,
    resend,
    verify,
    forgetProof,
    reset,
    finish,
  };
}
export type OtpFlow = ReturnType<typeof useOtpFlow>;
