import { normalizeCart, type Cart } from '@vastra/domain/cart';

/** The locally stored cart, read tolerantly (spec §3 Cart item); [] when missing or unreadable. */
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
