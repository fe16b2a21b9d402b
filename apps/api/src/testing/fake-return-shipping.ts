import type { Booking, ReturnPickupOrder, ShippingProvider } from '../modules/shipping';
import { ShippingProviderError } from '../modules/shipping';

/**
 * A shipping provider for the returns tests: books reverse pickups (or fails while `down`), answers tracking with
 * the text set per AWB; the forward calls are not used by these tests and refuse. `hold()` keeps the next bookings
 * waiting (already counted in `pickups`) until the function it returns is called.
 */
export function fakeReturnShipping() {
  const pickups: ReturnPickupOrder[] = [];
  const state = { down: false, tracking: new Map<string, string>() };
  let held: Promise<void> | null = null;
  let n = 0;
  const refuse = () => Promise.reject(new ShippingProviderError('not used in returns tests'));
  const provider: ShippingProvider = {
    name: 'Fake',
    book: refuse,
    ndrAction: refuse,
    cancelBooking: refuse,
    serviceability: () => Promise.resolve({ serviceable: true, codAvailable: true, etd: null }),
    async track(awb) {
      return { tracking_data: { shipment_track: [{ current_status: state.tracking.get(awb) ?? 'Out For Pickup' }] } };
    },
    async bookReturnPickup(order): Promise<Booking> {
      pickups.push(order);
      if (held) await held;
      if (state.down) throw new ShippingProviderError('Fake push failed: courier not reachable');
      n += 1;
      return {
        awb: `RVP${String(n).padStart(6, '0')}${process.pid % 1000}`,
        courier: 'Delhivery Reverse',
        shipperOrderId: `so_${order.reference}`,
        shipmentId: `sh_${n}`,
        status: 'AWB Assigned',
        response: { ok: true },
      };
    },
  };
  function hold(): () => void {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = () => {
        held = null;
        resolve();
      };
    });
    return release;
  }
  return { provider, pickups, state, hold };
}
