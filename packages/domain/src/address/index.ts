export {
  INDIAN_STATES,
  INDIAN_STATES_ONLY,
  INDIAN_UNION_TERRITORIES,
  DEFAULT_STATE,
  IndianState,
  GST_STATE_CODES,
  isIndianState,
  normalizeStateName,
} from './indian-states';
export { PIN_CODE_PATTERN, PIN_CODE_LENGTH, isPinCode, normalizePinCode, pinCodeInputDigits } from './pin-code';
export { PinCodeField } from './pin-code-field';
export { ADDRESS_MESSAGES } from './messages';
export { pinStateProblem } from './pin-state';
export {
  ADDRESS_DETAIL_LABELS,
  ADDRESS_DETAIL_MAX,
  ADDRESS_DETAIL_FIELDS,
  addressLines,
  type AddressDetails,
} from './address-details';
