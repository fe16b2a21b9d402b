import { z } from 'zod';
import { DEFAULT_STATE, INDIAN_STATES } from '../address';
import { BillingPhoneField, EmailField, PinCodeField, requiredText } from './fields';
import { MESSAGES } from './messages';

/** Longest notes text on an order (ours). */
export const NOTES_MAX = 500;

/**
 * The checkout Billing Details form (docs/rules/checkout.md#data, docs/rules/checkout.md#validation): required first
 * name, last name, state (default Uttar Pradesh), city, street address, PIN, phone and email; notes optional.
 * Country is fixed to India and so is not a field.
 */
export const BillingForm = z.object({
  firstName: requiredText(60, MESSAGES.firstNameRequired),
  lastName: requiredText(60, MESSAGES.lastNameRequired),
  state: z.enum(INDIAN_STATES, { error: MESSAGES.stateRequired }).default(DEFAULT_STATE),
  city: requiredText(100, MESSAGES.cityRequired),
  address: requiredText(300, MESSAGES.addressRequired),
  pinCode: PinCodeField,
  phone: BillingPhoneField,
  email: EmailField,
  notes: z.string().max(NOTES_MAX).trim().optional(),
});
export type BillingForm = z.infer<typeof BillingForm>;
