import { z } from 'zod';
import { firstIssue } from '../forms';

/**
 * Every error answer (docs/rules/api.md#conventions "JSON errors { message, … }"): the text to show, the seconds to
 * wait on 429 (also in Retry-After), and the offending field on 400.
 */
export const ApiErrorBody = z.object({
  message: z.string(),
  retryAfterSeconds: z.number().int().min(0).optional(),
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** The 400 body for a failed request parse: the first issue's message and field (docs/rules/security.md). */
export function validationErrorBody(error: z.ZodError): ApiErrorBody {
  const issue = firstIssue(error);
  if (!issue) return { message: 'Invalid request' };
  return issue.field ? { message: issue.message, field: issue.field } : { message: issue.message };
}
