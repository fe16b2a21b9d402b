import type { ServiceabilityResponse } from '@vastra/domain/api';
import { DELIVERY_MESSAGES } from '@vastra/domain/delivery';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { PinDirectory } from './pin-directory.repository';
import { ShippingProviderError, type ShippingProvider } from './shipping.port';

const LOOKUP_WINDOW_SECONDS = 600;
const TOO_MANY_LOOKUPS = 'Too many PIN code checks. Please try again in {n} seconds.';

/**
 * `GET /api/shipping/serviceability`: the place from the PIN directory, courier coverage from the provider. A PIN
 * the directory does not know is not asked about (serviceable: false, with a message).
 */
export function createCheckServiceability(deps: {
  pins: PinDirectory;
  provider: Pick<ShippingProvider, 'name' | 'serviceability'>;
  rateLimiter?: RateLimiter | undefined;
  /** Look-ups one client address may make in 10 minutes (PIN_LOOKUPS_PER_IP_10_MIN). */
  lookupsPerAddress: number;
}) {
  return async function checkServiceability(input: {
    pincode: string;
    cod: boolean;
    clientAddress: string;
  }): Promise<ServiceabilityResponse> {
    const { pincode, cod } = input;
    await deps.rateLimiter?.consume([
      {
        bucket: `pin:ip:${input.clientAddress}:10m`,
        limit: deps.lookupsPerAddress,
        windowSeconds: LOOKUP_WINDOW_SECONDS,
        message: TOO_MANY_LOOKUPS,
      },
    ]);
    const place = await deps.pins.find(pincode);
    if (!place) {
      return {
        pincode,
        serviceable: false,
        codAvailable: false,
        city: null,
        district: null,
        state: null,
        etd: null,
        message: DELIVERY_MESSAGES.unknownPin(pincode),
      };
    }
    const coverage = await deps.provider.serviceability(pincode, { cod }).catch((error: unknown) => {
      if (error instanceof ShippingProviderError) {
        throw new AppError('provider-failed', `${deps.provider.name} could not check PIN ${pincode}: ${error.message}`);
      }
      throw error;
    });
    const message = !coverage.serviceable
      ? DELIVERY_MESSAGES.notServiceable(pincode)
      : cod && !coverage.codAvailable
        ? DELIVERY_MESSAGES.codUnavailable(pincode)
        : undefined;
    return {
      pincode,
      serviceable: coverage.serviceable,
      codAvailable: coverage.serviceable && coverage.codAvailable,
      city: place.city,
      district: place.district,
      state: place.state,
      etd: coverage.serviceable ? coverage.etd : null,
      ...(message ? { message } : {}),
    };
  };
}
