import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthResponse } from '@vastra/domain/api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authAnswer, localShopConfig, Providers, stubApi, type FakeRoutes } from '../testing/auth-test-utils';
import { AuthPage } from './auth-page';

function renderSignup(routes: FakeRoutes = {}) {
  const calls = stubApi({ 'GET /api/shop-config': () => ({ body: localShopConfig }), ...routes });
  const session: { auth: AuthResponse | null } = { auth: null };
  const router = createMemoryRouter(
    [{ path: '/login', element: <AuthPage onAuthenticated={(auth) => (session.auth = auth)} /> }],
    { initialEntries: ['/login?mode=signup'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { calls, session, user: userEvent.setup({ delay: null }) };
}

const field = {
  name: () => screen.getByLabelText('Full name'),
  email: () => screen.getByLabelText('Email'),
  phone: () => screen.getByLabelText(/Phone number/),
  password: () => screen.getByLabelText('Password'),
  confirm: () => screen.getByLabelText('Confirm password'),
};
// The form checks its fields with the schema asynchronously (zodResolver): its message is waited for.
const formAlert = () => screen.getAllByRole('alert').find((el) => el.tagName === 'P');

afterEach(() => vi.unstubAllGlobals());

describe('SignupForm', () => {
  it('shows the docs/rules/sign-in.md#signup messages one at a time, in order', async () => {
    const { user, calls } = renderSignup({ 'POST /api/auth/check-user': () => ({ body: { exists: true } }) });
    const submit = () => user.click(screen.getByRole('button', { name: 'Send OTP' }));

    await submit();
    await waitFor(() => expect(formAlert()).toHaveTextContent('All fields are required'));

    await user.type(field.name(), 'Asha Verma');
    await user.type(field.email(), 'asha@example.com');
    await user.type(field.phone(), '12345');
    await user.type(field.password(), 'short');
    await user.type(field.confirm(), 'shorter');
    await submit();
    await waitFor(() => expect(formAlert()).toHaveTextContent('Passwords do not match'));
    expect(field.confirm()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field.confirm());
    await user.type(field.confirm(), 'short');
    await submit();
    await waitFor(() => expect(formAlert()).toHaveTextContent('Password must be at least 8 characters'));

    await user.clear(field.password());
    await user.clear(field.confirm());
    await user.type(field.password(), 'long-enough');
    await user.type(field.confirm(), 'long-enough');
    await submit();
    await waitFor(() => expect(formAlert()).toHaveTextContent('Invalid phone number'));
    expect(field.phone()).toHaveFocus();
    expect(calls.some((c) => c.route === 'POST /api/auth/check-user')).toBe(false);

    await user.clear(field.phone());
    await user.type(field.phone(), '9876543210');
    await submit();
    expect(await screen.findByText('User already exists')).toBeInTheDocument();
  });

  it("keeps digits only in the phone, at most 10, with '+91' shown", async () => {
    const { user } = renderSignup();
    await user.type(field.phone(), '98a76-54 3210999');
    expect(field.phone()).toHaveValue('9876543210');
    expect(screen.getByText('+91')).toBeInTheDocument();
  });

  it.each([['+91 98765 11060'], ['919876511060'], ['+91-98765-11060'], ['09876511060']])(
    'reads a pasted %j as 9876511060: the country code goes before the 10-digit limit',
    async (pasted) => {
      const { user } = renderSignup();
      await user.click(field.phone());
      await user.paste(pasted);
      expect(field.phone()).toHaveValue('9876511060');
    },
  );

  it(
    "signs up: check, code, verify, register {fullName, email, phone:'+91…', " +
      "password, uid, otp}, 'Signup successful'",
    async () => {
      const { user, calls, session } = renderSignup({
        'POST /api/auth/check-user': () => ({ body: { exists: false } }),
        'POST /api/identity/send-code': () => ({ body: { verificationId: 'c-1', resendAfter: 30 } }),
        'POST /api/identity/verify-code': () => ({ body: { uid: 'proof-1' } }),
        'POST /api/auth/register': () => ({ body: authAnswer() }),
      });
      await user.type(field.name(), ' Asha Verma ');
      await user.type(field.email(), 'asha@example.com');
      await user.type(field.phone(), '9876543210');
      await user.type(field.password(), 'long-enough');
      await user.type(field.confirm(), 'long-enough');
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));

      expect(await screen.findByText('OTP sent to +919876543210')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
      await user.type(screen.getByLabelText('OTP'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

      expect(await screen.findByText('Signup successful')).toBeInTheDocument();
      expect(session.auth?.token).toBe('token-1');
      expect(calls.find((c) => c.route === 'POST /api/identity/verify-code')?.body).toEqual({
        verificationId: 'c-1',
        code: '123456',
      });
      expect(calls.find((c) => c.route === 'POST /api/auth/register')?.body).toEqual({
        fullName: 'Asha Verma',
        email: 'asha@example.com',
        phone: '+919876543210',
        password: 'long-enough',
        uid: 'proof-1',
        otp: '123456',
      });
    },
  );

  it("maps the API's 429 on sending to the back-off toast", async () => {
    const { user } = renderSignup({
      'POST /api/auth/check-user': () => ({ body: { exists: false } }),
      'POST /api/identity/send-code': () => ({
        status: 429,
        body: { message: 'Too many attempts. Paused OTP sends for 412s.', retryAfterSeconds: 412 },
      }),
    });
    await user.type(field.name(), 'Asha Verma');
    await user.type(field.email(), 'asha@example.com');
    await user.type(field.phone(), '9876543210');
    await user.type(field.password(), 'long-enough');
    await user.type(field.confirm(), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Too many attempts. Paused OTP sends for 412s.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/^Too many OTP attempts\. Please try again in 41[12]s\.$/)).toBeInTheDocument();
  });
});
