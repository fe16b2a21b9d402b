import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN } from '../identity/phone-number';
import { ADDRESS_MESSAGES } from './messages';

/**
 * The optional details of an Indian address beside the street address (docs/decisions/130-address-details.md): the
 * flat or house and building, the area or locality, a landmark, and a second phone the courier may call. Each is
 * empty when not given.
 */
export const ADDRESS_DETAIL_LABELS = {
  house: 'Flat, house no., building',
  area: 'Area, locality',
  landmark: 'Landmark',
  altPhone: 'Alternate phone',
} as const;

export const ADDRESS_DETAIL_MAX = 100;

const detail = (label: string) =>
  z
    .string()
    // The limit before the trim, as the other fields: 20,000 spaces are refused, not kept as nothing.
    .max(ADDRESS_DETAIL_MAX, { error: ADDRESS_MESSAGES.detailTooLong(label, ADDRESS_DETAIL_MAX) })
    .trim()
    .default('');

/** The details' fields, with the same rules wherever an address is written (checkout, address book, the order). */
export const ADDRESS_DETAIL_FIELDS = {
  house: detail(ADDRESS_DETAIL_LABELS.house),
  area: detail(ADDRESS_DETAIL_LABELS.area),
  landmark: detail(ADDRESS_DETAIL_LABELS.landmark),
  altPhone: z
    .string({ error: ADDRESS_MESSAGES.altPhoneInvalid })
    .max(20, { error: ADDRESS_MESSAGES.altPhoneInvalid })
    .trim()
    .refine((value) => value === '' || INDIAN_MOBILE_PATTERN.test(value), { error: ADDRESS_MESSAGES.altPhoneInvalid })
    .default(''),
};

export interface AddressDetails {
  house: string;
  area: string;
  landmark: string;
  altPhone: string;
}

/**
 * The address as a courier's label takes it, in two lines: the flat or house and the street address, then the area
 * and the landmark ("Near …"), each line leaving out what is empty.
 */
export function addressLines(street: string, details: Partial<AddressDetails>): { line1: string; line2: string } {
  const join = (parts: (string | undefined)[]) =>
    parts
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(', ');
  const landmark = details.landmark?.trim();
  return {
    line1: join([details.house, street]),
    line2: join([details.area, landmark ? `Near ${landmark}` : '']),
  };
}
