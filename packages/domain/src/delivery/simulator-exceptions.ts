import type { IndianState } from '../address';
import type { PinRecord } from './zones';

/**
 * The shipping simulator's deterministic exceptions, so tests and journeys can reach every answer with real PINs.
 * Every other PIN of the directory is served, prepaid and COD — special zones included (prepaid always).
 *
 * - Not served: 413709 (Ahmednagar, Maharashtra) and 847451 (Supaul, Bihar).
 * - No cash on delivery: every PIN of Lakshadweep (e.g. 682555 Kavaratti) and of the Andaman and Nicobar Islands
 *   (e.g. 744101 Port Blair), parcels that go by sea or air; and 110036 (Alipur, Delhi), a mainland metro PIN.
 */
export const SIMULATOR_NOT_SERVICEABLE_PINS: ReadonlySet<string> = new Set(['413709', '847451']);
export const SIMULATOR_NO_COD_PINS: ReadonlySet<string> = new Set(['110036']);
export const SIMULATOR_NO_COD_STATES: ReadonlySet<IndianState> = new Set<IndianState>([
  'Lakshadweep',
  'Andaman and Nicobar Islands',
]);

/** Whether the simulator's couriers serve a PIN of the directory, and collect cash there. */
export function simulatedCoverage(pin: Pick<PinRecord, 'pincode' | 'state'>): {
  serviceable: boolean;
  codAvailable: boolean;
} {
  if (SIMULATOR_NOT_SERVICEABLE_PINS.has(pin.pincode)) return { serviceable: false, codAvailable: false };
  const codAvailable = !SIMULATOR_NO_COD_PINS.has(pin.pincode) && !SIMULATOR_NO_COD_STATES.has(pin.state);
  return { serviceable: true, codAvailable };
}
