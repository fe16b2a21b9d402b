import { z } from 'zod';

/** A required free-text field: trimmed, non-empty and at most `max` characters. */
export function requiredText(max: number, required: string, tooLong: string = required) {
  // The raw length is bounded before trimming too: megabytes of spaces are not a short text.
  return z
    .string({ error: required })
    .max(max, { error: tooLong })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong });
}
