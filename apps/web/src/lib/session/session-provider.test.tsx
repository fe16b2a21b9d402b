import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../testing/fake-api';
import { userFixture } from '../../testing/shopper-fixtures';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';
import { TOKEN_STORAGE_KEY } from './token-storage';

function Probe({ onLogout }: { onLogout?: () => void }) {
  const session = useSession();
  return (
    <div>
      <p>{session.loading ? 'checking' : session.user ? `user ${session.user.fullName}` : 'guest'}</p>
      <p>token {session.token ?? 'none'}</p>
      <p>{session.unchecked == null ? 'checked' : 'unchecked'}</p>
      <button type="button" onClick={() => session.login('fresh-token', userFixture({ fullName: 'Ravi Kumar' }))}>
        login
      </button>
      <button
        type="button"
        onClick={() => {
          if (onLogout) session.onLogout(onLogout);
          session.logout();
        }}
      >
        logout
      </button>
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SessionProvider', () => {
  it('is a settled guest at once without a stored token, and asks nothing', () => {
    const api = installFakeApi({});
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('guest')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it(
    'fetches the profile with the stored token and stays loading until it ' + 'answers (docs/rules/sign-in.md#session)',
    async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
      const api = installFakeApi({ 'GET /api/auth/me': [200, userFixture()] });
      render(
        <SessionProvider>
          <Probe />
        </SessionProvider>,
      );
      expect(screen.getByText('checking')).toBeInTheDocument();
      expect(await screen.findByText('user Asha Verma')).toBeInTheDocument();
      expect(screen.getByText('token stored-token')).toBeInTheDocument();
      expect(api.callsTo('GET /api/auth/me')[0]?.authorization).toBe('Bearer stored-token');
    },
  );

  it.each([
    ['a refusal (401)', [401, { message: 'Authentication required' }] as const, null, 'checked'],
    // No answer, or not a refusal: the next page checks the stored token again (docs/deviations.md), and the page
    // knows the session was not checked (the bag saved for it is kept: features/cart/cart-store.ts).
    ['a network error', 'network-error' as const, 'expired-token', 'unchecked'],
    ['a server error (503)', [503, { message: 'Database unavailable' }] as const, 'expired-token', 'unchecked'],
    [
      'an answer that is not a user (cut off by a reload)',
      [200, { partial: true }] as const,
      'expired-token',
      'unchecked',
    ],
  ])(
    'goes on as a guest, silently, on %s; only a refusal forgets the stored token',
    async (_name, answer, stored, checked) => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'expired-token');
      installFakeApi({ 'GET /api/auth/me': answer });
      render(
        <SessionProvider>
          <Probe />
        </SessionProvider>,
      );
      expect(await screen.findByText('guest')).toBeInTheDocument();
      expect(screen.getByText('token none')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(stored);
      expect(screen.getByText(checked)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('login stores the token and the user', async () => {
    installFakeApi({});
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(screen.getByText('user Ravi Kumar')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh-token');
  });

  it('logout revokes the token, clears user and token, and tells the listeners', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    const api = installFakeApi({ 'GET /api/auth/me': [200, userFixture()], 'POST /api/auth/logout': [500, {}] });
    const listener = vi.fn();
    render(
      <SessionProvider>
        <Probe onLogout={listener} />
      </SessionProvider>,
    );
    await screen.findByText('user Asha Verma');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'logout' })));
    expect(screen.getByText('guest')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.callsTo('POST /api/auth/logout')[0]?.authorization).toBe('Bearer stored-token'));
  });
});
