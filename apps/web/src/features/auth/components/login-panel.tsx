import { useState } from 'react';
import { LoginForm } from './login-form';
import { OtpLogin } from './otp-login';
import type { AuthFormProps } from './signup-form';

/**
 * The Login tab (docs/decisions/111-sign-in-by-otp.md): a texted code first, as Indian shops sign in; the password
 * form (docs/rules/sign-in.md#login-and-reset, unchanged) for those who set one.
 */
export function LoginPanel(props: AuthFormProps) {
  const [method, setMethod] = useState<'otp' | 'password'>('otp');
  return method === 'otp' ? (
    <OtpLogin {...props} onUsePassword={() => setMethod('password')} />
  ) : (
    <LoginForm {...props} onUseOtp={() => setMethod('otp')} />
  );
}
