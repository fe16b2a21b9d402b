export { CHECKOUT_MESSAGES, CHECKOUT_MESSAGE_TEMPLATES, SHIPPER_NAMES, SHIPPER_UNKNOWN } from './messages';
export {
  BILLING_NAME_MAX,
  BillingForm,
  BillingPhoneField,
  FIRST_NAME_MAX,
  LAST_NAME_MAX,
  NOTES_MAX,
} from './billing-form';
export { validateCheckoutItems, validateCheckoutSession } from './validate-checkout';
export type { CheckoutItemIds } from './validate-checkout';
