import { ENDPOINTS, VerifyCodeResponse, type VerifyCodeBody } from '@vastra/domain/api';
import { request } from '../../../lib/api-client';

/** POST /api/identity/verify-code (docs/rules/third-parties.md#ports): the right code turns into a single-use `uid`. */
export function verifyCode(body: VerifyCodeBody): Promise<VerifyCodeResponse> {
  return request(ENDPOINTS.verifyCode.path, { method: 'POST', body, response: VerifyCodeResponse });
}
