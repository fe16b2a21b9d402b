import { z } from 'zod';
import { EMAIL_MAX } from './constants';
import { IDENTITY_MESSAGES } from './messages';

/** A required email address, trimmed; the texts are ours. */
export const EmailField = z
  .string({ error: IDENTITY_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: IDENTITY_MESSAGES.emailRequired })
  .max(EMAIL_MAX, { error: IDENTITY_MESSAGES.invalidEmail })
  .regex(z.regexes.email, { error: IDENTITY_MESSAGES.invalidEmail });
