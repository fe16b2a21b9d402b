/** docs/rules/ui.md#browser-storage: local storage holds the session token under the key 'token'. */
export const TOKEN_STORAGE_KEY = 'token';

// Storage can throw (private mode, quota, disabled); a session then simply lives in memory.
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // in memory only
  }
}

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
