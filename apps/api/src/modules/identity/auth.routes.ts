import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Authenticate } from '../../plugins/authenticate';
import { contractRoutes } from '../../plugins/contract-route';
import type { createCheckUser, createGetProfile, createUpdateCart } from './account';
import { IDENTITY_MESSAGES } from './identity.messages';
import type { createLogin, createLoginOtp } from './login';
import type { createRegister } from './register';
import type { createResetPassword } from './reset-password';
import type { SessionsService } from './sessions.service';

export interface AuthRoutesDeps {
  authenticate: Authenticate;
  sessions: Pick<SessionsService, 'end'>;
  checkUser: ReturnType<typeof createCheckUser>;
  register: ReturnType<typeof createRegister>;
  login: ReturnType<typeof createLogin>;
  loginOtp: ReturnType<typeof createLoginOtp>;
  resetPassword: ReturnType<typeof createResetPassword>;
  getProfile: ReturnType<typeof createGetProfile>;
  updateCart: ReturnType<typeof createUpdateCart>;
}

/**
 * Accounts and sessions, docs/rules/api.md#endpoints (the auth calls of the contract) plus logout (docs/deviations.md).
 */
export function authRoutes(deps: AuthRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    const route = contractRoutes(app, { authenticate: deps.authenticate });
    route(ENDPOINTS.checkUser, ({ body, request }) => deps.checkUser({ phone: body.phone, clientAddress: request.ip }));
    route(ENDPOINTS.register, ({ body, request }) =>
      deps.register({ ...body, clientAddress: request.ip }, request.log),
    );
    route(ENDPOINTS.login, ({ body, request }) => deps.login({ ...body, clientAddress: request.ip }));
    route(ENDPOINTS.loginOtp, ({ body, request }) =>
      deps.loginOtp({ ...body, clientAddress: request.ip }, request.log),
    );
    route(ENDPOINTS.resetPassword, ({ body, request }) =>
      deps.resetPassword({ ...body, clientAddress: request.ip }, request.log),
    );
    route(ENDPOINTS.me, ({ user }) => deps.getProfile(user));
    route(ENDPOINTS.updateCart, ({ user, body }) => deps.updateCart(user, body.cart));
    route(ENDPOINTS.logout, async ({ request }) => {
      await deps.sessions.end(request);
      return { message: IDENTITY_MESSAGES.loggedOut };
    });
  };
}
