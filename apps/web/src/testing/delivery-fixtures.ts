import type { ServiceabilityResponse } from '@vastra/domain/api';

/** A PIN look-up's answer (GET /api/shipping/serviceability): Guwahati's 781001 unless `overrides` say otherwise. */
export function serviceabilityFixture(overrides: Partial<ServiceabilityResponse> = {}): ServiceabilityResponse {
  return {
    pincode: '781001',
    serviceable: true,
    codAvailable: true,
    city: 'Guwahati',
    district: 'Kamrup Metropolitan',
    state: 'Assam',
    etd: { minDays: 5, maxDays: 7, from: '2026-11-24', to: '2026-11-27' },
    ...overrides,
  };
}
