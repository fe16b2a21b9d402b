import { STAFF_REQUEST_HEADER } from '@vastra/domain/api';

/**
 * What this tab knows of the staff session. The session itself is the httpOnly cookie `vastra_staff_session`
 * (docs/decisions/070-staff-session-cookie.md), which no script here can read: so the tab only knows whether it
 * signed in, signed out or was refused, and until then asks the server (GET /api/admin/auth/me).
 */
export type StaffSessionState = 'unknown' | 'signed-in' | 'signed-out';

/** Where the back office kept its bearer token before the cookie: removed at start-up from upgraded browsers. */
const LEGACY_TOKEN_KEY = 'vastra.staff-token';

let state: StaffSessionState = 'unknown';
/** Bumped at every sign-in and sign-out, so a refusal of a call made before one does not end the newer session. */
let generation = 0;
/** Set when the server ended a session this tab had (a 401), so the sign-in screen can say why it is shown. */
let endedByServer = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** A sign-in, a sign-out or a fresh start: a new generation, with nothing ended by the server. */
function startOver(next: StaffSessionState): void {
  state = next;
  generation += 1;
  endedByServer = false;
  notify();
}

export function staffSessionState(): StaffSessionState {
  return state;
}

/** Which sign-in or sign-out the tab is at: pass it to endStaffSession after a refused call. */
export function staffSessionGeneration(): number {
  return generation;
}

/** The code step succeeded: the server set the cookie. */
export function markStaffSignedIn(): void {
  startOver('signed-in');
}

/** Signed out here (the server cleared the cookie), or a test starts from a browser without one. */
export function markStaffSignedOut(): void {
  startOver('signed-out');
}

/**
 * The server refused the session (expired, signed out elsewhere, removed from the staff, or no cookie at all) on a
 * call made at `since`: the tab is signed out, unless it signed in again meanwhile.
 */
export function endStaffSession(since: number): void {
  if (since !== generation || state === 'signed-out') return;
  endedByServer = state === 'signed-in';
  state = 'signed-out';
  notify();
}

/** Back to what a fresh tab knows: nothing yet (each test's render starts from here). */
export function resetStaffSessionState(): void {
  startOver('unknown');
}

/** Whether the last session ended by the server's refusal rather than by signing out. */
export function staffSessionEndedByServer(): boolean {
  return endedByServer;
}

/** Calls `listener` whenever the state changes (for useSyncExternalStore). */
export function subscribeStaffSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops a bearer token an older version of the back office left in this browser's storage. */
export function forgetLegacyStaffToken(): void {
  try {
    localStorage.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}

/** The header the API asks of every cookie-signed change (a cross-site form cannot send it). */
export const STAFF_REQUEST_HEADERS = { [STAFF_REQUEST_HEADER.name]: STAFF_REQUEST_HEADER.value } as const;
