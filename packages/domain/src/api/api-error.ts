import { z } from 'zod';
import { PERMISSIONS } from '../back-office';
import { firstIssue } from '../forms';
import { ErrorCode } from './error-codes';

/**
 * Every error answer (docs/rules/api.md#conventions "JSON errors { message, … }"): the text to show, the stable
 * machine `code` clients branch on (error-codes.ts), the seconds to wait on 429 (also in
 * Retry-After), and the offending field on 400.
 */
export const ApiErrorBody = z.object({
  message: z.string(),
  code: ErrorCode,
  retryAfterSeconds: z.number().int().min(0).optional(),
  field: z.string().optional(),
  /** On 403 missing_permission: the permission the member's role lacks. */
  permission: z.enum(PERMISSIONS).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** The 400 body for a failed request parse: the first issue's message and field (docs/rules/security.md). */
export function validationErrorBody(error: z.ZodError): ApiErrorBody {
  const issue = firstIssue(error);
  if (!issue) return { message: 'Invalid request', code: 'bad_request' };
  return issue.field
    ? { message: issue.message, code: 'bad_request', field: issue.field }
    : { message: issue.message, code: 'bad_request' };
}
