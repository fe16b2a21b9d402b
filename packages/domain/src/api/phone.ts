import { z } from 'zod';
import { IDENTITY_MESSAGES } from '../identity';
import { normalizeIndianMobile, toE164India } from '../identity';

/**
 * A phone in a request body: '+91XXXXXXXXXX' or the 10 digits (separators, a leading 91 or 0
 * tolerated), read into the canonical '+91' plus ten digits; anything else is 'Invalid phone number'.
 * The storefront sends the canonical form already; other clients may send what the shopper typed.
 */
export const Phone = z
  .string({ error: IDENTITY_MESSAGES.invalidPhoneNumber })
  .max(20, { error: IDENTITY_MESSAGES.invalidPhoneNumber })
  .transform((value, ctx) => {
    const tenDigits = normalizeIndianMobile(value);
    if (tenDigits === null) {
      ctx.addIssue({ code: 'custom', message: IDENTITY_MESSAGES.invalidPhoneNumber, input: value });
      return z.NEVER;
    }
    return toE164India(tenDigits);
  });
export type Phone = z.output<typeof Phone>;
