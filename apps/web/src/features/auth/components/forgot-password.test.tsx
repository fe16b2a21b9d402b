import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localShopConfig, Providers, stubApi, type FakeRoutes } from '../testing/auth-test-utils';
import { AuthPage } from './auth-page';

/** The password form of the Login tab, where 'Forgot Password?' lives (docs/decisions/111-sign-in-by-otp.md). */
async function renderLogin(routes: FakeRoutes = {}) {
  const calls = stubApi({ 'GET /api/shop-config': () => ({ body: localShopConfig }), ...routes });
  const router = createMemoryRouter([{ path: '/login', element: <AuthPage onAuthenticated={() => undefined} /> }], {
    initialEntries: ['/login'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Sign in with password instead' }));
  return { calls, user };
}

const forgot = () => screen.getByRole('button', { name: 'Forgot Password?' });

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPassword', () => {
  it("needs a 10-digit phone ('Invalid phone') and an account ('No account found')", async () => {
    const { user } = await renderLogin({ 'POST /api/auth/check-user': () => ({ body: { exists: false } }) });
    await user.click(forgot());
    expect(await screen.findByText('Invalid phone')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.click(forgot());
    expect(await screen.findByText('No account found')).toBeInTheDocument();
  });

  it("resets the password and returns to the login tab with 'Password reset successful'", async () => {
    const { user, calls } = await renderLogin({
      'POST /api/auth/check-user': () => ({ body: { exists: true } }),
      'POST /api/identity/send-code': () => ({ body: { verificationId: 'c-9', resendAfter: 30 } }),
      'POST /api/identity/verify-code': () => ({ body: { uid: 'proof-9' } }),
      'POST /api/auth/reset-password': () => ({ body: { message: 'Password reset successful' } }),
    });
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.click(forgot());
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pasS');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.route === 'POST /api/identity/verify-code')).toBe(false);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('9876543210');
    expect(calls.find((c) => c.route === 'POST /api/auth/reset-password')?.body).toEqual({
      phone: '+919876543210',
      newPassword: 'brand-new-pass',
      uid: 'proof-9',
    });
  });

  it("shows the API's wrong-code answer as 'Invalid OTP — please check the digits and try again.'", async () => {
    const { user } = await renderLogin({
      'POST /api/auth/check-user': () => ({ body: { exists: true } }),
      'POST /api/identity/send-code': () => ({ body: { verificationId: 'c-9', resendAfter: 30 } }),
      'POST /api/identity/verify-code': () => ({
        status: 400,
        body: { message: 'Invalid OTP — please check the digits and try again.', code: 'otp_invalid' },
      }),
    });
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.click(forgot());
    await user.type(await screen.findByLabelText('OTP'), '654321');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP — please check the digits and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveValue('');
  });
});
