import type { AuthResponse } from '@vastra/domain/api';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { msg, useI18n, type Message } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePhoneVerifier } from '../phone-verifier/use-phone-verifier';
import { AuthAside } from './auth-aside';
import { AuthTabs, authTabIds, type AuthMode } from './auth-tabs';
import { LoginPanel } from './login-panel';
import { SignupForm } from './signup-form';

/** `?mode=signup` selects the Signup tab; anything else is Login (docs/rules/sign-in.md#screen route table). */
export function readAuthMode(value: string | null): AuthMode {
  return value === 'signup' ? 'signup' : 'login';
}

const COPY: Record<AuthMode, { title: Message; lead: Message }> = {
  login: { title: msg('Welcome back'), lead: msg('Log in with your phone number and a one-time code.') },
  signup: {
    title: msg('Create your account'),
    lead: msg('Sign up in a minute. We verify your phone with a one-time code.'),
  },
};

/** /login (docs/rules/sign-in.md#screen): the two tabs, each with its own flow; the page stores nothing itself. */
export function AuthPage({ onAuthenticated }: { onAuthenticated: (auth: AuthResponse) => void }) {
  const { t, tm } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const mode = readAuthMode(searchParams.get('mode'));
  const [busy, setBusy] = useState(false);
  const captchaRef = useRef<HTMLDivElement>(null);
  const getVerifier = usePhoneVerifier(captchaRef);
  const onBusyChange = useCallback((next: boolean) => setBusy(next), []);
  const ids = authTabIds(mode);
  usePageTitle(mode === 'signup' ? t('Signup') : t('Login'));

  // docs/rules/sign-in.md#session: switching tabs updates the URL's mode and resets the form (the panel is keyed by
  // mode).
  function selectMode(next: AuthMode) {
    if (busy || next === mode) return;
    const params = new URLSearchParams(searchParams);
    params.set('mode', next);
    // Keep the router state: it carries the origin to return to after login.
    setSearchParams(params, { replace: true, preventScrollReset: true, state: location.state as unknown });
  }

  const formProps = { getVerifier, onAuthenticated, onBusyChange };
  return (
    <div
      className={
        'mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-12 ' +
        'lg:grid-cols-[1fr_28rem] lg:items-stretch lg:gap-16 lg:py-16'
      }
    >
      <AuthAside />
      <section
        aria-labelledby="auth-heading"
        className="animate-rise-in mx-auto w-full max-w-md lg:col-start-2 lg:row-start-1"
      >
        <div
          className={
            'rounded-3xl border border-line bg-white/80 p-5 ' + 'shadow-[0_18px_50px_-30px_rgb(31_26_23/0.35)] sm:p-8'
          }
        >
          <h1 id="auth-heading" className="font-display text-3xl leading-tight text-ink sm:text-[2.1rem]">
            {tm(COPY[mode].title)}
          </h1>
          <p className="mt-2 mb-6 text-sm leading-relaxed text-muted">{tm(COPY[mode].lead)}</p>
          <AuthTabs mode={mode} onSelect={selectMode} disabled={busy} />
          <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="mt-6">
            {mode === 'login' ? <LoginPanel key="login" {...formProps} /> : <SignupForm key="signup" {...formProps} />}
          </div>
        </div>
        <p className="mt-5 px-4 text-center text-xs leading-relaxed text-muted">
          <LockIcon />
          {t('Your number is used only for your account and deliveries.')}
        </p>
        {/* The invisible captcha of the firebase verifier lives here
           (docs/rules/third-parties.md#firebase-in-the-browser). */}
        <div ref={captchaRef} />
      </section>
    </div>
  );
}

function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mr-1.5 inline size-3.5 -translate-y-px align-[-0.2em]"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
