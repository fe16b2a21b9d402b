export {
  INDIAN_STATES,
  INDIAN_STATES_ONLY,
  INDIAN_UNION_TERRITORIES,
  DEFAULT_STATE,
  INVALID_STATE_MESSAGE,
  IndianState,
  GST_STATE_CODES,
  isIndianState,
  normalizeStateName,
} from './indian-states';
export { PIN_CODE_PATTERN, PIN_CODE_LENGTH, isPinCode, normalizePinCode, pinCodeInputDigits } from './pin-code';
