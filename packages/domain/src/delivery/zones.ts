import type { IndianState } from '../address';

/** One PIN of the directory (the `pin_codes` table): where it is, in the names the shop stores. */
export interface PinRecord {
  pincode: string;
  /** The town shoppers would name (India Post's division where it is a place, else the district). */
  city: string;
  district: string;
  state: IndianState;
  /** India Post's region, e.g. 'Bangalore HQ'. */
  region: string;
}

/**
 * Delivery zones the way couriers price them, nearest first: same city, same state, metro to metro, the rest of
 * India, and special zones (the North-East, Sikkim, Jammu and Kashmir, Ladakh and the islands) served by few
 * couriers, often by air.
 */
export const DELIVERY_ZONES = ['local', 'regional', 'metro', 'rest', 'special'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Working days from dispatch to delivery per zone (Sundays are not working days; see etd.ts). */
export const ZONE_WORKING_DAYS: Readonly<Record<DeliveryZone, { minDays: number; maxDays: number }>> = {
  local: { minDays: 1, maxDays: 2 },
  regional: { minDays: 2, maxDays: 3 },
  metro: { minDays: 2, maxDays: 4 },
  rest: { minDays: 4, maxDays: 6 },
  special: { minDays: 6, maxDays: 9 },
};

/** States and union territories couriers serve as a special (remote) zone. Hill states are left in 'rest'. */
export const SPECIAL_ZONE_STATES: ReadonlySet<IndianState> = new Set<IndianState>([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
]);

/**
 * The eight metros by the first three digits of their PINs (India Post's sorting districts): Delhi NCR takes in
 * Faridabad (121), Gurugram (122) and Noida/Ghaziabad (201); Mumbai takes in Thane's 401.
 */
export const METRO_PIN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  'Delhi NCR': ['110', '121', '122', '201'],
  Mumbai: ['400', '401'],
  Bengaluru: ['560'],
  Chennai: ['600'],
  Kolkata: ['700'],
  Hyderabad: ['500'],
  Pune: ['411'],
  Ahmedabad: ['380', '382'],
};

const METRO_BY_PREFIX: ReadonlyMap<string, string> = new Map(
  Object.entries(METRO_PIN_PREFIXES).flatMap(([metro, prefixes]) => prefixes.map((p): [string, string] => [p, metro])),
);

/** The metro a PIN lies in, or null. */
export function metroOf(pincode: string): string | null {
  return METRO_BY_PREFIX.get(pincode.slice(0, 3)) ?? null;
}

type Place = Pick<PinRecord, 'pincode' | 'city' | 'state'>;

/**
 * The zone of a parcel from `origin` to `destination`: the same city (or the same metro) is local even in a special
 * state; otherwise a special state is special; then the same state is regional; metro to metro; else the rest of
 * India.
 */
export function deliveryZone(origin: Place, destination: Place): DeliveryZone {
  const metro = metroOf(origin.pincode);
  if (metro !== null && metro === metroOf(destination.pincode)) return 'local';
  if (origin.state === destination.state && sameTown(origin.city, destination.city)) return 'local';
  if (SPECIAL_ZONE_STATES.has(destination.state)) return 'special';
  if (origin.state === destination.state) return 'regional';
  if (metro !== null && metroOf(destination.pincode) !== null) return 'metro';
  return 'rest';
}

function sameTown(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
