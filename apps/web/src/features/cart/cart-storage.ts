import { normalizeCart, type Cart } from '@vastra/domain/cart';

/** The locally stored cart, read tolerantly (docs/rules/cart.md#data); [] when missing or unreadable. */
export function readLocalCart(key: string): Cart {
  try {
    const raw = localStorage.getItem(key);
    return raw ? normalizeCart(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

export function writeLocalCart(key: string, cart: Cart): void {
  try {
    localStorage.setItem(key, JSON.stringify(cart));
  } catch {
    // the cart still lives in memory for this visit
  }
}

export function removeLocalCart(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

// Whose cart the stored copy is, beside it: a signed-in user's id, or nothing for a guest's cart.
const ownerKey = (key: string) => `${key}_owner`;

export function readLocalCartOwner(key: string): string | null {
  try {
    return localStorage.getItem(ownerKey(key)) || null;
  } catch {
    return null;
  }
}

export function writeLocalCartOwner(key: string, userId: string | null): void {
  try {
    if (userId === null) localStorage.removeItem(ownerKey(key));
    else localStorage.setItem(ownerKey(key), userId);
  } catch {
    // the owner is still known in memory for this visit
  }
}
