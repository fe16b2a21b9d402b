import { CheckUserResponse, ENDPOINTS } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/** POST /api/auth/check-user (docs/rules/api.md#endpoints): does an account use this phone ('+91' plus 10 digits)? */
export async function checkUserExists(phoneE164: string): Promise<boolean> {
  const answer = await request(ENDPOINTS.checkUser.path, {
    method: 'POST',
    body: { phone: phoneE164 },
    response: CheckUserResponse,
  });
  return answer.exists;
}
