import type { User } from '@vastra/domain/api';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SessionContext, type Session } from './session-context';
import { ApiError } from '../api-client';
import { fetchMe, revokeToken } from './session-api';
import { clearStoredToken, readStoredToken, storeToken } from './token-storage';

type State = { user: User | null; token: string | null; loading: boolean; unchecked: unknown };

function initialState(): State {
  const token = readStoredToken();
  // Without a stored token there is nothing to check, so the session is settled at once.
  return { user: null, token, loading: token !== null, unchecked: null };
}

/**
 * docs/rules/sign-in.md#session: on load a stored token fetches the profile; success sets the user, any failure
 * (non-ok answer or network error) drops token and user silently; `loading` stays true until then. Without an
 * answer the stored token stays for the next page.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(initialState);
  const listeners = useRef(new Set<() => void>());
  const checkedToken = state.loading ? state.token : null;

  useEffect(() => {
    if (checkedToken === null) return;
    const controller = new AbortController();
    fetchMe(checkedToken, controller.signal).then(
      (user) =>
        setState((s) =>
          s.token === checkedToken ? { user, token: checkedToken, loading: false, unchecked: null } : s,
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Only the server's refusal (401) ends the stored session. Anything else says nothing of the token: no answer,
        // a server error, or an answer cut off mid-body by a reload (which once signed a shopper out at random); the
        // page goes on as a guest, and the next page checks the stored token again (docs/deviations.md).
        const refused = error instanceof ApiError && error.status === 401;
        if (refused) clearStoredToken();
        setState((s) =>
          s.token === checkedToken ? { user: null, token: null, loading: false, unchecked: refused ? null : error } : s,
        );
      },
    );
    return () => controller.abort();
  }, [checkedToken]);

  const login = useCallback((token: string, user: User) => {
    storeToken(token);
    setState({ user, token, loading: false, unchecked: null });
  }, []);

  const tokenRef = useRef(state.token);
  useEffect(() => {
    tokenRef.current = state.token;
  }, [state.token]);

  const logout = useCallback(() => {
    const token = tokenRef.current;
    if (token) void revokeToken(token);
    clearStoredToken();
    tokenRef.current = null;
    setState({ user: null, token: null, loading: false, unchecked: null });
    for (const listener of listeners.current) listener();
  }, []);

  const setUser = useCallback((user: User) => setState((s) => ({ ...s, user })), []);

  const onLogout = useCallback((listener: () => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const session = useMemo<Session>(
    () => ({ ...state, login, logout, setUser, onLogout }),
    [state, login, logout, setUser, onLogout],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
