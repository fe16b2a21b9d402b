import { z } from 'zod';
import { ADDRESS_DETAIL_FIELDS, ADDRESS_MESSAGES, DEFAULT_STATE, INDIAN_STATES, PinCodeField } from '../address';
import { requiredText } from '../forms';
import { EmailField, INDIAN_MOBILE_PATTERN } from '../identity';
import { CHECKOUT_MESSAGES } from './messages';

/** Longest notes text on an order (ours). */
export const NOTES_MAX = 500;

/** Longest first name and last name (ours). */
export const FIRST_NAME_MAX = 60;
export const LAST_NAME_MAX = 60;
/** Longest name on an order: the first and last name joined by a space (`toCustomerInfo`). */
export const BILLING_NAME_MAX = FIRST_NAME_MAX + 1 + LAST_NAME_MAX;

/** The billing phone: exactly 10 digits of an Indian mobile (docs/rules/checkout.md#validation). */
export const BillingPhoneField = z
  .string({ error: CHECKOUT_MESSAGES.invalidBillingPhone })
  .trim()
  .regex(INDIAN_MOBILE_PATTERN, { error: CHECKOUT_MESSAGES.invalidBillingPhone });

/**
 * The checkout Billing Details form (docs/rules/checkout.md#data, docs/rules/checkout.md#validation): required first
 * name, last name, state (default Uttar Pradesh), city, street address, PIN, phone and email; notes optional.
 * Country is fixed to India and so is not a field. The contract is built from it: the saved address's body
 * (`SavedAddressInput`) takes its fields, and the order's `CustomerInfo` its street address, city and name limits
 * (packages/domain/src/api/order-request.ts), so each limit is stated here once.
 */
export const BillingForm = z.object({
  firstName: requiredText(FIRST_NAME_MAX, CHECKOUT_MESSAGES.firstNameRequired),
  lastName: requiredText(LAST_NAME_MAX, CHECKOUT_MESSAGES.lastNameRequired),
  state: z.enum(INDIAN_STATES, { error: ADDRESS_MESSAGES.stateRequired }).default(DEFAULT_STATE),
  city: requiredText(100, ADDRESS_MESSAGES.cityRequired),
  address: requiredText(300, ADDRESS_MESSAGES.addressRequired),
  pinCode: PinCodeField,
  phone: BillingPhoneField,
  email: EmailField,
  notes: z.string().max(NOTES_MAX).trim().optional(),
  // Optional details beside the specification's fields (docs/decisions/130-address-details.md).
  ...ADDRESS_DETAIL_FIELDS,
});
export type BillingForm = z.infer<typeof BillingForm>;
