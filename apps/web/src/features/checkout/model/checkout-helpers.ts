import { TOKEN_STORAGE_KEY } from '../../../lib/session/token-storage';

/**
 * True when the stored session token has been removed, e.g. by a logout in another tab. Storage that
 * cannot be read says nothing (the session then lives in memory only), so that is not "removed".
 */
export function storedTokenRemoved(): boolean {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) === null;
  } catch {
    return false;
  }
}
