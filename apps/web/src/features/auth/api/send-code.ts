import { ENDPOINTS, type SendCodeResponse } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * POST /api/identity/send-code (docs/rules/third-parties.md#ports local verifier): texts a code to '+91' plus 10
 * digits.
 */
export function sendCode(phoneE164: string): Promise<SendCodeResponse> {
  return callEndpoint(ENDPOINTS.sendCode, { body: { phone: phoneE164 } });
}
