import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthResponse } from '@vastra/domain/api';
import { IDENTITY_SERVER_MESSAGES } from '@vastra/domain/identity';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../lib/i18n';
import { hi } from '../../../lib/i18n/hi';
import { authAnswer, localShopConfig, Providers, stubApi, type FakeRoutes } from '../testing/auth-test-utils';
import { AuthPage } from './auth-page';

// The Login tab's first way: the phone and a texted code (docs/decisions/111-sign-in-by-otp.md).
function renderLogin(routes: FakeRoutes = {}, language: 'en' | 'hi' = 'en') {
  const calls = stubApi({
    'GET /api/shop-config': () => ({ body: localShopConfig }),
    'POST /api/identity/send-code': () => ({ body: { verificationId: 'c-1', resendAfter: 30 } }),
    'POST /api/identity/verify-code': () => ({ body: { uid: 'proof-1' } }),
    ...routes,
  });
  const session: { auth: AuthResponse | null } = { auth: null };
  const router = createMemoryRouter(
    [{ path: '/login', element: <AuthPage onAuthenticated={(auth) => (session.auth = auth)} /> }],
    { initialEntries: ['/login'] },
  );
  render(
    <I18nProvider language={language} catalogue={language === 'hi' ? hi : null}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </I18nProvider>,
  );
  return { calls, session, user: userEvent.setup({ delay: null }) };
}

const body = (calls: { route: string; body: unknown }[], route: string) => calls.find((c) => c.route === route)?.body;

async function sendAndVerify(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.type(screen.getByLabelText(/Phone number/), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText('OTP sent to +919876543210')).toBeInTheDocument();
  await user.type(screen.getByLabelText('OTP'), code);
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Login by OTP', () => {
  it("opens on the phone alone, with 'Sign in with password instead' for the password form", async () => {
    const { user } = renderLogin();
    expect(screen.getByText('Log in with your phone number and a one-time code.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter your phone number.'));
    await user.click(screen.getByRole('button', { name: 'Sign in with password instead' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with OTP instead' }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it("signs a known phone in with the code's proof: login-otp {phone, uid}, 'Login successful'", async () => {
    const { user, calls, session } = renderLogin({ 'POST /api/auth/login-otp': () => ({ body: authAnswer() }) });
    await sendAndVerify(user);
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(session.auth?.token).toBe('token-1');
    expect(body(calls, 'POST /api/auth/check-user')).toBeUndefined();
    expect(body(calls, 'POST /api/auth/login-otp')).toEqual({ phone: '+919876543210', uid: 'proof-1' });
  });

  it('takes an unknown phone on to finish signing up with the same proof, the phone not asked again', async () => {
    const { user, calls, session } = renderLogin({
      'POST /api/auth/login-otp': () => ({ status: 404, body: { message: 'No account found', code: 'not_found' } }),
      'POST /api/auth/register': () => ({ body: authAnswer() }),
    });
    await sendAndVerify(user);
    expect(await screen.findByRole('heading', { name: 'Finish signing up' })).toBeInTheDocument();
    expect(screen.getByText(/is verified and has no account yet/)).toHaveTextContent('+91 98765 43210');
    expect(screen.queryByLabelText(/Phone number/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('All fields are required'));
    await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Signup successful')).toBeInTheDocument();
    expect(session.auth?.token).toBe('token-1');
    expect(body(calls, 'POST /api/auth/register')).toEqual({
      fullName: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+919876543210',
      password: 'long-enough',
      uid: 'proof-1',
      otp: '123456',
    });
  });

  it("shows a wrong code in the shop's words and signs nobody in", async () => {
    const { user, calls } = renderLogin({
      'POST /api/identity/verify-code': () => ({
        status: 400,
        body: { message: 'Invalid OTP — please check the digits and try again.', code: 'otp_invalid', attemptsLeft: 4 },
      }),
    });
    await sendAndVerify(user, '000000');
    expect(await screen.findByText('Invalid OTP — please check the digits and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveValue('');
    expect(body(calls, 'POST /api/auth/login-otp')).toBeUndefined();
  });

  it("shows the send limit's 429 as the back-off toast", async () => {
    const { user } = renderLogin({
      'POST /api/identity/send-code': () => ({
        status: 429,
        body: { message: 'Too many attempts. Paused OTP sends for 412s.', retryAfterSeconds: 412 },
      }),
    });
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Too many attempts. Paused OTP sends for 412s.')).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });
});

describe('Login by OTP in Hindi (docs/decisions/136-hindi-storefront.md)', () => {
  it("speaks Hindi from the page to the code: the shop's own messages too, the phone where Hindi puts it", async () => {
    const { user } = renderLogin({}, 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'आपका फिर से स्वागत है' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'लॉग इन' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('कृपया अपना फ़ोन नंबर डालें।'));
    await user.type(screen.getByRole('textbox'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('+919876543210 पर OTP भेज दिया गया')).toBeInTheDocument();
    expect(screen.getByText(/पर भेजा गया 6 अंकों का कोड डालें।/)).toHaveTextContent(
      '+91 98765 43210 पर भेजा गया 6 अंकों का कोड डालें। नंबर बदलें',
    );
    expect(screen.getByRole('button', { name: '30 सेकंड में दोबारा भेजें' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'OTP की पुष्टि करें' }));
    await waitFor(() => expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('कृपया सही OTP डालें।'));
  });

  it("says the server's refusals in Hindi: an SMS that did not go, a wrong password", async () => {
    const { user } = renderLogin(
      {
        'POST /api/identity/send-code': () => ({
          status: 502,
          body: { message: IDENTITY_SERVER_MESSAGES.smsFailed, code: 'provider_failed' },
        }),
        'POST /api/auth/login': () => ({
          status: 401,
          body: { message: IDENTITY_SERVER_MESSAGES.invalidCredentials, code: 'unauthorized' },
        }),
      },
      'hi',
    );
    await user.type(screen.getByRole('textbox'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'इसके बजाय पासवर्ड से लॉग इन करें' }));
    await user.type(screen.getByLabelText(/फ़ोन नंबर/), '9876543210');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('फ़ोन नंबर या पासवर्ड ग़लत है')).toBeInTheDocument();
  });
});
