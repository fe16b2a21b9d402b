import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoutes } from '../../plugins/contract-route';
import { publicOrigin } from '../../shared/public-origin';
import type { SendCode } from './send-code';
import type { VerifyCode } from './verify-code';

/** The local phone verifier's endpoints (docs/rules/third-parties.md#ports; absent when OTP_PROVIDER=firebase). */
export function identityRoutes(deps: {
  sendCode: SendCode;
  verifyCode: VerifyCode;
  /** PUBLIC_URL (required in production); the request's own origin when unset. */
  publicUrl: string | undefined;
}): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app);
    route(ENDPOINTS.sendCode, ({ body, request }) =>
      deps.sendCode({
        phone: body.phone,
        clientAddress: request.ip,
        log: request.log,
        shopOrigin: publicOrigin(deps.publicUrl, request),
      }),
    );
    route(ENDPOINTS.verifyCode, ({ body }) => deps.verifyCode(body));
  };
}
