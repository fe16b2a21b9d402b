import { useSyncExternalStore } from 'react';

/**
 * Session storage: the coupon code the shopper applied, kept between the cart and checkout (and a reload) in this tab
 * only. It is a code as typed, never a discount: every quote checks it again (POST /api/checkout/quote).
 */
export const APPLIED_COUPON_STORAGE_KEY = 'applied_coupon';

const listeners = new Set<() => void>();
let memory: string | null = null;

// Storage can throw (private mode, quota, disabled): the code then lives in memory until the tab closes.
function read(): string | null {
  try {
    return sessionStorage.getItem(APPLIED_COUPON_STORAGE_KEY) ?? null;
  } catch {
    return memory;
  }
}

/** Keeps `code` as the applied coupon (null: none) and tells every reader. */
export function setAppliedCoupon(code: string | null): void {
  memory = code;
  try {
    if (code === null) sessionStorage.removeItem(APPLIED_COUPON_STORAGE_KEY);
    else sessionStorage.setItem(APPLIED_COUPON_STORAGE_KEY, code);
  } catch {
    // kept in memory only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The coupon code applied in this tab, or null; cart and checkout read and change the same one. */
export function useAppliedCoupon(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
