import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SendCodeResponse, VerifyCodeBody, VerifyCodeResponse } from '@vastra/domain/api';
import { SendCodeRequest } from './identity.schemas';
import type { SendCode } from './send-code';
import type { VerifyCode } from './verify-code';

/** The local phone verifier's endpoints (docs/rules/third-parties.md#ports; absent when OTP_PROVIDER=firebase). */
export function identityRoutes(deps: { sendCode: SendCode; verifyCode: VerifyCode }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/identity/send-code',
      { schema: { body: SendCodeRequest, response: { 200: SendCodeResponse } } },
      (request) => deps.sendCode({ phone: request.body.phone, clientAddress: request.ip, log: request.log }),
    );

    app.post(
      '/identity/verify-code',
      { schema: { body: VerifyCodeBody, response: { 200: VerifyCodeResponse } } },
      (request) => deps.verifyCode(request.body),
    );
  };
}
