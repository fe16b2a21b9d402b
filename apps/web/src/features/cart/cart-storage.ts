import { normalizeCart, type Cart } from '@vastra/domain/cart';
import { cartOwnerKey } from './cart-storage-key';

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

export function readLocalCartOwner(key: string): string | null {
  try {
    return localStorage.getItem(cartOwnerKey(key)) || null;
  } catch {
    return null;
  }
}

export function writeLocalCartOwner(key: string, userId: string | null): void {
  try {
    if (userId === null) localStorage.removeItem(cartOwnerKey(key));
    else localStorage.setItem(cartOwnerKey(key), userId);
  } catch {
    // the owner is still known in memory for this visit
  }
}
