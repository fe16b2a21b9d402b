import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { ApiError } from '../../../lib/api-client';

/**
 * What a back-office screen shows for a failed call: the server's message (a missing permission's names the
 * permission and says to ask the owner), except for a token that is not a staff session's.
 */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'staff_only') return M.staffOnly;
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * The back office's query retry rule: a refusal (4xx) answers the same on retry, so only a failure
 * without an answer or a server error is tried once more.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;
}
