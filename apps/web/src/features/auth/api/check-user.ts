import { ENDPOINTS } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** POST /api/auth/check-user (docs/rules/api.md#endpoints): does an account use this phone ('+91' plus 10 digits)? */
export async function checkUserExists(phoneE164: string): Promise<boolean> {
  const answer = await callEndpoint(ENDPOINTS.checkUser, { body: { phone: phoneE164 } });
  return answer.exists;
}
