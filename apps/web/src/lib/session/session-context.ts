import type { User } from '@vastra/domain/api';
import { createContext, useContext } from 'react';

export type Session = {
  /** The signed-in user, or null for a guest (and while the stored token is being checked). */
  user: User | null;
  /** The bearer token, or null for a guest. */
  token: string | null;
  /** True until the stored token has been checked (docs/rules/sign-in.md#session). */
  loading: boolean;
  /**
   * Why the stored token could not be checked on this page (no answer: an ApiError of status 0; the server failed),
   * else null: the page goes on as a guest, the token stays for the next page, and what is saved on the device for it
   * (the bag) is kept.
   */
  unchecked: unknown;
  /** Stores the token and the user (docs/rules/sign-in.md#session: login); the caller navigates. */
  login: (token: string, user: User) => void;
  /**
   * Revokes the token, clears user and token and tells onLogout listeners (the cart); the caller navigates to /login.
   */
  logout: () => void;
  /** Replaces the signed-in user, e.g. after a profile change. */
  setUser: (user: User) => void;
  /** Runs `listener` after every logout; returns the unsubscribe function. */
  onLogout: (listener: () => void) => () => void;
};

export const SessionContext = createContext<Session | null>(null);

/** The app-wide session (lib/session); needs <SessionProvider> above. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
