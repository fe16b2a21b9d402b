/** Where the back office keeps its staff session token: apart from the shopper's 'token'. */
export const STAFF_TOKEN_STORAGE_KEY = 'vastra.staff-token';

// Storage can throw (private mode, quota, disabled); the session then lives in memory for this tab.
let inMemory: string | null = null;
/** Set when the server ended the session (a 401), so the sign-in screen can say why it is shown. */
let endedByServer = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readStaffToken(): string | null {
  try {
    return localStorage.getItem(STAFF_TOKEN_STORAGE_KEY) || inMemory;
  } catch {
    return inMemory;
  }
}

export function storeStaffToken(token: string): void {
  inMemory = token;
  endedByServer = false;
  try {
    localStorage.setItem(STAFF_TOKEN_STORAGE_KEY, token);
  } catch {
    // in memory only
  }
  notify();
}

export function clearStaffToken(): void {
  inMemory = null;
  try {
    localStorage.removeItem(STAFF_TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  notify();
}

/** The server refused the token (expired, signed out elsewhere, removed from the staff): forget it. */
export function endStaffSession(): void {
  endedByServer = true;
  clearStaffToken();
}

/** Whether the last session ended by the server's refusal rather than by signing out. */
export function staffSessionEndedByServer(): boolean {
  return endedByServer;
}

/** Calls `listener` whenever the token is stored or cleared (for useSyncExternalStore). */
export function subscribeStaffToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
