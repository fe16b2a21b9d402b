/** Where the back office keeps its staff session token: apart from the shopper's 'token'. */
export const STAFF_TOKEN_STORAGE_KEY = 'vastra.staff-token';

// Storage can throw (private mode, quota, disabled); the session then lives in memory for this tab.
let inMemory: string | null = null;

export function readStaffToken(): string | null {
  try {
    return localStorage.getItem(STAFF_TOKEN_STORAGE_KEY) || inMemory;
  } catch {
    return inMemory;
  }
}

export function storeStaffToken(token: string): void {
  inMemory = token;
  try {
    localStorage.setItem(STAFF_TOKEN_STORAGE_KEY, token);
  } catch {
    // in memory only
  }
}

export function clearStaffToken(): void {
  inMemory = null;
  try {
    localStorage.removeItem(STAFF_TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
