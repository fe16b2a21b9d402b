import { z } from 'zod';
import { ADDRESS_MESSAGES } from './messages';
import { PIN_CODE_PATTERN } from './pin-code';

/** A typed PIN code: exactly 6 digits, no leading 0 (the rule of pin-code.ts). */
export const PinCodeField = z
  .string({ error: ADDRESS_MESSAGES.invalidPinCode })
  .trim()
  .regex(PIN_CODE_PATTERN, { error: ADDRESS_MESSAGES.invalidPinCode });
