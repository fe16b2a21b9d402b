import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponse,
  CheckUserResponse,
  LogoutResponse,
  ResetPasswordResponse,
  UpdateCartBody,
  User,
} from '@vastra/domain/api';
import type { Authenticate } from '../../plugins/authenticate';
import type { createCheckUser, createGetProfile, createUpdateCart } from './account';
import {
  CheckUserRequest,
  LoginOtpRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateCartAnswer,
} from './identity.schemas';
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

/** Accounts and sessions, docs/rules/api.md#endpoints (`/api/auth/*`) plus logout (docs/deviations.md). */
export function authRoutes(deps: AuthRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/check-user',
      { schema: { body: CheckUserRequest, response: { 200: CheckUserResponse } } },
      (request) => deps.checkUser({ phone: request.body.phone, clientAddress: request.ip }),
    );

    app.post('/auth/register', { schema: { body: RegisterRequest, response: { 200: AuthResponse } } }, (request) =>
      deps.register({ ...request.body, clientAddress: request.ip }, request.log),
    );

    app.post('/auth/login', { schema: { body: LoginRequest, response: { 200: AuthResponse } } }, (request) =>
      deps.login({ ...request.body, clientAddress: request.ip }),
    );

    app.post('/auth/login-otp', { schema: { body: LoginOtpRequest, response: { 200: AuthResponse } } }, (request) =>
      deps.loginOtp({ ...request.body, clientAddress: request.ip }, request.log),
    );

    app.post(
      '/auth/reset-password',
      { schema: { body: ResetPasswordRequest, response: { 200: ResetPasswordResponse } } },
      (request) => deps.resetPassword({ ...request.body, clientAddress: request.ip }, request.log),
    );

    app.get('/auth/me', { schema: { response: { 200: User } } }, async (request) =>
      deps.getProfile(await deps.authenticate(request)),
    );

    app.post(
      '/auth/update-cart',
      { schema: { body: UpdateCartBody, response: { 200: UpdateCartAnswer } } },
      async (request) => deps.updateCart(await deps.authenticate(request), request.body.cart),
    );

    app.post('/auth/logout', { schema: { response: { 200: LogoutResponse } } }, async (request) => {
      await deps.authenticate(request);
      await deps.sessions.end(request);
      return { message: IDENTITY_MESSAGES.loggedOut };
    });
  };
}
