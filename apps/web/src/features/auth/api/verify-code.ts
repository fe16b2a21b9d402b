import { ENDPOINTS, type VerifyCodeResponse, type VerifyCodeBody } from '@vastra/domain/api';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** POST /api/identity/verify-code (docs/rules/third-parties.md#ports): the right code turns into a single-use `uid`. */
export function verifyCode(body: VerifyCodeBody): Promise<VerifyCodeResponse> {
  return callEndpoint(ENDPOINTS.verifyCode, { body });
}
