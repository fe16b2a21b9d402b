import { z } from 'zod';
import { BillingForm } from '../checkout';
import { Id, IsoDateTime } from './common';

/** The longest label of a saved address ('Home', 'Office'). */
export const ADDRESS_LABEL_MAX = 30;

/** The labels offered with one tap (any other may be typed). */
export const ADDRESS_QUICK_LABELS = ['Home', 'Work'] as const;

/** The most addresses one shopper keeps. */
export const SAVED_ADDRESSES_MAX = 20;

/**
 * A saved address as the shopper writes it: the checkout Billing Details fields with the same rules (no notes),
 * an optional label, and whether it is the default checkout offers first.
 */
export const SavedAddressInput = z.strictObject({
  ...BillingForm.omit({ notes: true }).shape,
  label: z.string().max(ADDRESS_LABEL_MAX).trim().default(''),
  isDefault: z.boolean().default(false),
});
export type SavedAddressInput = z.input<typeof SavedAddressInput>;

/** A saved address as the API answers it. */
export const SavedAddress = z.object({
  id: Id,
  label: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  // The address's optional details (docs/decisions/130-address-details.md).
  house: z.string().default(''),
  area: z.string().default(''),
  landmark: z.string().default(''),
  altPhone: z.string().default(''),
  isDefault: z.boolean(),
  updatedAt: IsoDateTime,
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/** The shopper's address book, the default first, then newest. */
export const SavedAddressList = z.array(SavedAddress);
export type SavedAddressList = z.infer<typeof SavedAddressList>;
