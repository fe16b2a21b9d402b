import { useQueryClient } from '@tanstack/react-query';
import { IDENTITY_MESSAGES } from '@vastra/domain/identity';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { shopConfigQueryOptions } from '../../../lib/shop-config';
import { localPhoneVerifier } from './local-phone-verifier';
import { PhoneVerifierError, type PhoneVerifier } from './phone-verifier.port';

/**
 * Resolves the phone verifier lazily: the shop configuration says which (docs/rules/third-parties.md#ports,
 * docs/rules/ui.md#web-conventions).
 */
export type GetPhoneVerifier = () => Promise<PhoneVerifier>;

/**
 * The verifier GET /api/shop-config names: `local` by default, or `firebase`, whose code and SDK are
 * loaded by dynamic import only then. The captcha lives in `captchaRef`'s element.
 */
export function usePhoneVerifier(captchaRef: RefObject<HTMLElement | null>): GetPhoneVerifier {
  const queryClient = useQueryClient();
  const verifier = useRef<Promise<PhoneVerifier> | null>(null);

  useEffect(
    () => () => {
      // Strict mode and route changes unmount: the captcha widget must not outlive its element.
      void verifier.current?.then(
        (v) => v.dispose(),
        () => undefined,
      );
      verifier.current = null;
    },
    [],
  );

  return useCallback(() => {
    verifier.current ??= queryClient.fetchQuery(shopConfigQueryOptions).then(
      async ({ identity }) => {
        if (identity.provider !== 'firebase' || !identity.firebase) return localPhoneVerifier;
        const { createFirebasePhoneVerifier } = await import('./firebase-phone-verifier');
        return createFirebasePhoneVerifier(identity.firebase, () => captchaRef.current);
      },
      () => {
        verifier.current = null;
        throw new PhoneVerifierError('network', IDENTITY_MESSAGES.otpNetworkError);
      },
    );
    return verifier.current;
  }, [queryClient, captchaRef]);
}
