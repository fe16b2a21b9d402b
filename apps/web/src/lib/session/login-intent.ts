/** Session storage key of what an anonymous shopper asked for when a product page sent them to /login. */
export const LOGIN_INTENT_STORAGE_KEY = 'loginIntent';

/**
 * Add to Cart or Buy Now, with the product page's choice (docs/rules/sign-in.md#session: both send anonymous shoppers
 * to /login).
 */
export type LoginIntent = { action: 'add' | 'buy'; productId: string; size: string | null; quantity: number };

// `from` is the page to come back to; `armed` is set by a login that returns there, so an abandoned
// login (the shopper wandered off and came back later) never completes the old request by surprise.
type StoredIntent = LoginIntent & { from: string; armed: boolean };

function read(): StoredIntent | null {
  try {
    const raw = sessionStorage.getItem(LOGIN_INTENT_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isStoredIntent(value) ? value : null;
  } catch {
    return null;
  }
}

function write(intent: StoredIntent | null): void {
  try {
    if (intent === null) sessionStorage.removeItem(LOGIN_INTENT_STORAGE_KEY);
    else sessionStorage.setItem(LOGIN_INTENT_STORAGE_KEY, JSON.stringify(intent));
  } catch {
    // without storage the shopper chooses again after login, as before
  }
}

function isStoredIntent(value: unknown): value is StoredIntent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.action === 'add' || v.action === 'buy') &&
    typeof v.productId === 'string' &&
    (v.size === null || typeof v.size === 'string') &&
    typeof v.quantity === 'number' &&
    Number.isInteger(v.quantity) &&
    v.quantity >= 1 &&
    typeof v.from === 'string' &&
    typeof v.armed === 'boolean'
  );
}

/** Remembers what the shopper asked for on page `from` before being sent to /login. */
export function rememberLoginIntent(from: string, intent: LoginIntent): void {
  write({ ...intent, from, armed: false });
}

/** Called by a successful login going to `destination`: the request is kept only if it returns to its page. */
export function armLoginIntent(destination: string): void {
  const intent = read();
  if (intent === null) return;
  write(intent.from === destination ? { ...intent, armed: true } : null);
}

/** The request a login has just brought back to this product's page, without forgetting it; null otherwise. */
export function peekLoginIntent(productId: string): LoginIntent | null {
  const intent = read();
  if (intent === null || !intent.armed || intent.productId !== productId) return null;
  return { action: intent.action, productId: intent.productId, size: intent.size, quantity: intent.quantity };
}

/** Like peekLoginIntent, and forgets it: a request is completed once. */
export function takeLoginIntent(productId: string): LoginIntent | null {
  const intent = peekLoginIntent(productId);
  if (intent !== null) write(null);
  return intent;
}
