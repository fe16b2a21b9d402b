import { isPinCode } from '@vastra/domain/address';

/** Local storage: the PIN the shopper last checked delivery for, on this device (docs/rules/ui.md#browser-storage). */
export const DELIVERY_PIN_STORAGE_KEY = 'delivery_pin';

// Storage can throw (private mode, quota, disabled): the PIN is then simply not remembered.
export function readRememberedPin(): string | null {
  try {
    const pin = localStorage.getItem(DELIVERY_PIN_STORAGE_KEY);
    return pin && isPinCode(pin) ? pin : null;
  } catch {
    return null;
  }
}

export function rememberPin(pin: string): void {
  try {
    localStorage.setItem(DELIVERY_PIN_STORAGE_KEY, pin);
  } catch {
    // not remembered
  }
}
