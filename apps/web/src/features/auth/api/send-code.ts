import { ENDPOINTS, SendCodeResponse } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/**
 * POST /api/identity/send-code (docs/rules/third-parties.md#ports local verifier): texts a code to '+91' plus 10
 * digits.
 */
export function sendCode(phoneE164: string): Promise<SendCodeResponse> {
  return request(ENDPOINTS.sendCode.path, { method: 'POST', body: { phone: phoneE164 }, response: SendCodeResponse });
}
