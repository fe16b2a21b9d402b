import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { ApiError } from '../../../lib/api-client';

/**
 * What a back-office screen shows for a failed call: the server's message, except for a role the call
 * does not allow, which always reads the same clear sentence whatever the endpoint.
 */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'owner_only') return M.ownerOnly;
    if (error.code === 'staff_only') return M.staffOnly;
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}
