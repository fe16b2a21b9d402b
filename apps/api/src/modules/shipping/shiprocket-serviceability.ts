import { deliveryWindow } from '@vastra/domain/delivery';
import { ShippingProviderError, type CourierCoverage } from './shipping.port';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The parcel the storefront quotes for: one garment, 0.5 kg. */
export const QUOTE_WEIGHT_KG = '0.5';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// A courier's `etd`, e.g. 'Jul 01, 2024', as 'YYYY-MM-DD'; null when it reads otherwise.
function etdDate(value: unknown): string | null {
  const match = typeof value === 'string' ? /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})/.exec(value.trim()) : null;
  const month = match ? MONTHS.indexOf(match[1] ?? '') : -1;
  if (!match || month < 0) return null;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${String(match[2]).padStart(2, '0')}`;
}

/**
 * `GET /courier/serviceability/` (docs/rules/third-parties.md#shiprocket): serviceable when any courier is
 * available, cash on delivery when any of them has `cod: 1`, the estimate from the recommended courier (its
 * `estimated_delivery_days`, dated by its `etd`, else counted in working days from `now`).
 */
export function readServiceability(body: unknown, now: Date): CourierCoverage {
  const data = isObject(body) && isObject(body.data) ? body.data : null;
  const couriers = data && Array.isArray(data.available_courier_companies) ? data.available_courier_companies : null;
  if (!couriers) {
    // No courier at all comes back as a 200 whose body says 404 (as an unknown order does).
    if (isObject(body) && body.status === 404) return { serviceable: false, codAvailable: false, etd: null };
    throw new ShippingProviderError('Shiprocket answered serviceability in an unexpected shape');
  }
  const available = couriers.filter(isObject);
  if (available.length === 0) return { serviceable: false, codAvailable: false, etd: null };
  const recommended =
    available.find((c) => c.courier_company_id === data?.recommended_courier_company_id) ?? available[0];
  const given = recommended?.estimated_delivery_days;
  const days = typeof given === 'string' || typeof given === 'number' ? Number.parseInt(String(given), 10) : NaN;
  const date = etdDate(recommended?.etd);
  const etd = Number.isFinite(days) && days >= 0 ? deliveryWindow(days, days, now) : null;
  return {
    serviceable: true,
    codAvailable: available.some((c) => Number(c.cod) === 1),
    etd: etd && date ? { ...etd, from: date, to: date } : etd,
  };
}
