import { deliveryZone, etdFor, simulatedCoverage, type PinRecord } from '@vastra/domain/delivery';
import type { Clock } from '../../shared/clock';
import type { PinDirectory } from './pin-directory.repository';
import { ShippingProviderError, type CourierCoverage } from './shipping.port';

/**
 * The simulator's courier coverage: the directory's record of both PINs, the domain's zones and working days
 * (packages/domain/src/delivery/zones.ts) and its fixed exceptions (simulator-exceptions.ts there).
 */
export function simulatedServiceability(deps: { pins: PinDirectory; originPincode: string; clock: Clock }) {
  let origin: PinRecord | null = null;
  async function originRecord(): Promise<PinRecord> {
    origin ??= await deps.pins.find(deps.originPincode);
    if (!origin) throw new ShippingProviderError(`The pickup PIN ${deps.originPincode} is not in the PIN directory`);
    return origin;
  }

  return async function serviceability(pincode: string): Promise<CourierCoverage> {
    const [from, to] = await Promise.all([originRecord(), deps.pins.find(pincode)]);
    if (!to) return { serviceable: false, codAvailable: false, etd: null };
    const coverage = simulatedCoverage(to);
    if (!coverage.serviceable) return { ...coverage, etd: null };
    return { ...coverage, etd: etdFor(deliveryZone(from, to), deps.clock.now()) };
  };
}
