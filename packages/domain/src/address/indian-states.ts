import { z } from 'zod';
import { ADDRESS_MESSAGES } from './messages';

/** The 28 states of India, official names (docs/rules/third-parties.md#indian-states). */
export const INDIAN_STATES_ONLY = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/**
 * The 8 union territories (docs/rules/third-parties.md#indian-states). Delhi's official long form "National Capital
 * Territory of Delhi" is accepted as an alias; the stored value is the short name couriers expect.
 */
export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

type StateName = (typeof INDIAN_STATES_ONLY)[number] | (typeof INDIAN_UNION_TERRITORIES)[number];

/**
 * All 36 states and union territories in alphabetical order, for the billing select (docs/deviations.md). Sorted by
 * their characters, which for these names is the alphabet's order (indian-states.test.ts): localeCompare would load
 * ICU's collation data when the contract loads, a long task on a phone
 * (docs/decisions/142-numbers-without-intl-on-first-screens.md).
 */
export const INDIAN_STATES: readonly StateName[] = [...INDIAN_STATES_ONLY, ...INDIAN_UNION_TERRITORIES].sort((a, b) =>
  a < b ? -1 : a > b ? 1 : 0,
);

/** A state or union territory name exactly as stored on addresses (docs/rules/checkout.md#data). */
export const IndianState = z.enum(INDIAN_STATES, { error: ADDRESS_MESSAGES.stateRequired });
export type IndianState = z.infer<typeof IndianState>;

/** The billing form's default state (docs/rules/checkout.md#data, docs/rules/constants.md States list). */
export const DEFAULT_STATE: IndianState = 'Uttar Pradesh';

/**
 * GST state code per state or union territory: the first 2 digits of a GSTIN
 * (docs/rules/third-parties.md#indian-states).
 */
export const GST_STATE_CODES: Readonly<Record<IndianState, string>> = {
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chhattisgarh: '22',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
  'Andaman and Nicobar Islands': '35',
  Chandigarh: '04',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Delhi: '07',
  'Jammu and Kashmir': '01',
  Ladakh: '38',
  Lakshadweep: '31',
  Puducherry: '34',
};

const STATE_SET: ReadonlySet<string> = new Set(INDIAN_STATES);

/** True when the value is exactly one of the 36 stored names. */
export function isIndianState(value: unknown): value is IndianState {
  return typeof value === 'string' && STATE_SET.has(value);
}

// docs/rules/third-parties.md#indian-states "Aliases to normalise on input", keyed by the simplified form (see
// simplify).
const ALIASES: Readonly<Record<string, IndianState>> = {
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
  pondicherry: 'Puducherry',
  'j and k': 'Jammu and Kashmir',
  jk: 'Jammu and Kashmir',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  'delhi national capital territory of delhi': 'Delhi',
  chattisgarh: 'Chhattisgarh',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'andaman nicobar islands': 'Andaman and Nicobar Islands',
};

// Lower case, '&' as 'and', punctuation dropped, whitespace collapsed.
function simplify(input: string): string {
  return input
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_SIMPLIFIED: ReadonlyMap<string, IndianState> = new Map([
  ...INDIAN_STATES.map((state): [string, IndianState] => [simplify(state), state]),
  ...Object.entries(ALIASES),
]);

/**
 * Reads a typed state name (any case, '&' for 'and', old names such as Orissa) into its stored
 * name, or null when it names no Indian state or union territory (docs/rules/third-parties.md#indian-states).
 */
export function normalizeStateName(input: unknown): IndianState | null {
  if (typeof input !== 'string') return null;
  return BY_SIMPLIFIED.get(simplify(input)) ?? null;
}
