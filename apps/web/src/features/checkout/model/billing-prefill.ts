import type { User } from '@vastra/domain/api';
import { normalizeIndianMobile } from '@vastra/domain/identity';

/** The billing form as typed: every field a string (docs/rules/checkout.md#data). */
export interface BillingValues {
  firstName: string;
  lastName: string;
  state: string;
  city: string;
  address: string;
  pinCode: string;
  phone: string;
  email: string;
  notes: string;
  /** The address's optional details (docs/decisions/130-address-details.md). */
  house: string;
  area: string;
  landmark: string;
  altPhone: string;
}

export type BillingField = keyof BillingValues;

/**
 * The billing form prefilled from the signed-in user (docs/rules/checkout.md#data): fullName split into first and last
 * name at the first space, the email, and the phone as its 10 digits ('+91…' dropped). No state is chosen for her
 * (docs/deviations.md): her PIN fills it, or she picks it.
 */
export function billingPrefill(user: Pick<User, 'fullName' | 'email' | 'phone'> | null): BillingValues {
  const [firstName = '', ...rest] = (user?.fullName ?? '').trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    state: '',
    city: '',
    address: '',
    pinCode: '',
    phone: normalizeIndianMobile(user?.phone ?? '') ?? '',
    email: user?.email ?? '',
    notes: '',
    house: '',
    area: '',
    landmark: '',
    altPhone: '',
  };
}

const BILLING_FIELDS: readonly string[] = Object.keys(billingPrefill(null));

/** Whether a form message's field (dotted, as `firstError` names it) is one of the billing fields. */
export const isBillingField = (field: string): field is BillingField => BILLING_FIELDS.includes(field);
