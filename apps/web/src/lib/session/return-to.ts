import type { Location } from 'react-router';
import { armLoginIntent } from './login-intent';

/** Session storage key of the remembered origin, a fallback for when router state is lost (a reload). */
export const RETURN_TO_STORAGE_KEY = 'returnTo';

/** Router state handed to /login: where to return after login (docs/rules/sign-in.md#screen: "remember the origin"). */
export type ReturnToState = { from: string };

function pathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Remembers where an anonymous visitor was sent to /login from; returns the router state to pass along. */
export function rememberReturnTo(location: Pick<Location, 'pathname' | 'search' | 'hash'>): ReturnToState {
  const from = pathOf(location);
  try {
    sessionStorage.setItem(RETURN_TO_STORAGE_KEY, from);
  } catch {
    // router state still carries it
  }
  return { from };
}

/**
 * Where to go after login: the router state's origin, else the remembered one, else '/' (docs/rules/sign-in.md#screen).
 * Reading it forgets the remembered copy. Only same-site paths are accepted. A product page's Add to
 * Cart or Buy Now that sent the shopper here is completed there, if that is where the login goes.
 */
export function takeReturnTo(state: unknown): string {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(RETURN_TO_STORAGE_KEY);
    sessionStorage.removeItem(RETURN_TO_STORAGE_KEY);
  } catch {
    stored = null;
  }
  const fromState = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  const candidate = typeof fromState === 'string' ? fromState : stored;
  const destination = candidate && candidate.startsWith('/') && !candidate.startsWith('//') ? candidate : '/';
  armLoginIntent(destination);
  return destination;
}
