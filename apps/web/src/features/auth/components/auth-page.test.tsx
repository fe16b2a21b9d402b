import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthResponse } from '@vastra/domain/api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authAnswer, localShopConfig, Providers, stubApi, type FakeRoutes } from '../testing/auth-test-utils';
import { AuthPage } from './auth-page';

function renderAuth(initial: string, routes: FakeRoutes = {}) {
  const calls = stubApi({ 'GET /api/shop-config': () => ({ body: localShopConfig }), ...routes });
  const session: { auth: AuthResponse | null } = { auth: null };
  const router = createMemoryRouter(
    [{ path: '/login', element: <AuthPage onAuthenticated={(auth) => (session.auth = auth)} /> }],
    { initialEntries: [initial] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, calls, session, user: userEvent.setup({ delay: null }) };
}

/** The Login tab opens on the code; the password form is one press away (docs/decisions/111-sign-in-by-otp.md). */
async function renderPasswordLogin(routes: FakeRoutes = {}) {
  const rendered = renderAuth('/login', routes);
  await rendered.user.click(screen.getByRole('button', { name: 'Sign in with password instead' }));
  return rendered;
}

afterEach(() => vi.unstubAllGlobals());

describe('AuthPage tabs', () => {
  it('selects the tab from ?mode and updates ?mode when switching', async () => {
    const { router, user } = renderAuth('/login?mode=signup');
    expect(screen.getByRole('tab', { name: 'Signup' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(router.state.location.search).toBe('?mode=login');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?mode=signup');
  });

  it('resets the form when switching tabs', async () => {
    const { user } = renderAuth('/login');
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.click(screen.getByRole('tab', { name: 'Signup' }));
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('');
  });

  it('disables both tabs while a request runs', async () => {
    let answer: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    const { user } = await renderPasswordLogin({
      'POST /api/auth/login': async () => {
        await pending;
        return { status: 401, body: { message: 'Invalid phone or password' } };
      },
    });
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('tab', { name: 'Signup' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Login' })).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByText('Invalid phone or password')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Signup' })).toBeEnabled();
  });
});

describe('Login', () => {
  it("logs in by phone and password: 'Login successful'", async () => {
    const { user, session, calls } = await renderPasswordLogin({
      'POST /api/auth/login': () => ({ body: authAnswer() }),
    });
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(session.auth?.token).toBe('token-1');
    expect(calls.find((c) => c.route === 'POST /api/auth/login')?.body).toEqual({
      phone: '+919876543210',
      password: 'secret-pass',
    });
  });

  it('logs in with a pasted +91 number as that number, never a cut-off stranger (9198765110)', async () => {
    const { user, calls } = await renderPasswordLogin({ 'POST /api/auth/login': () => ({ body: authAnswer() }) });
    await user.click(screen.getByLabelText(/Phone number/));
    await user.paste('919876511060');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('9876511060');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(calls.find((c) => c.route === 'POST /api/auth/login')?.body).toEqual({
      phone: '+919876511060',
      password: 'secret-pass',
    });
  });

  it("refuses a short password: 'Password must be at least 8 characters'", async () => {
    const { user } = await renderPasswordLogin();
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters'));
  });

  it('toggles password visibility with Show password / Hide password', async () => {
    const { user } = await renderPasswordLogin();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
