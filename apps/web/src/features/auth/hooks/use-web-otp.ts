import { useEffect, useRef } from 'react';

/**
 * WebOTP: where the browser can read the code from the SMS itself (Chrome on Android; the text ends with the shop's
 * `@host #code` line), it asks the shopper once and hands the code over. Elsewhere nothing happens and the field's
 * autocomplete="one-time-code" does what the platform offers. Stops listening when the screen goes.
 */
export function useWebOtp(onCode: (code: string) => void) {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const abort = new AbortController();
    const options = { otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions;
    navigator.credentials.get(options).then(
      (credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && !abort.signal.aborted) latest.current(code);
      },
      // Refused, timed out or aborted: the shopper types the code.
      () => undefined,
    );
    return () => abort.abort();
  }, []);
}
