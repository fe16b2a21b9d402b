import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Authenticate } from '../../plugins/authenticate';
import type { RateLimiter } from '../../plugins/rate-limit';
import { watchAdapter, type AdapterErrorSink } from '../../shared/adapter-errors';
import type { Clock } from '../../shared/clock';
import { createCheckUser, createGetProfile, createUpdateCart } from './account';
import { authRoutes } from './auth.routes';
import { createConsoleSmsSender } from './console-sms.adapter';
import { devRoutes } from './dev.routes';
import { lazyFirebaseVerifyIdToken } from './firebase-sdk';
import { createFirebaseVerifier, type VerifyIdToken } from './firebase-verifier.adapter';
import { identityRoutes } from './identity.routes';
import { createLocalVerifier } from './local-verifier.adapter';
import { createLogin, createLoginOtp } from './login';
import { createMsg91SmsSender } from './msg91-sms.adapter';
import { createOtpRepository } from './otp.repository';
import type { PhoneVerifier } from './phone-verifier.port';
import { createPruneExpired } from './prune-expired';
import { createRegister } from './register';
import { createResetPassword } from './reset-password';
import { createSendCode } from './send-code';
import { createSessionsRepository } from './sessions.repository';
import { createSessionsService } from './sessions.service';
import { createSmsOutboxRepository } from './sms-outbox.repository';
import type { SmsSender } from './sms-sender.port';
import { createUsersRepository } from './users.repository';
import { createVerifyCode } from './verify-code';

export type { PhoneVerifier } from './phone-verifier.port';
export type {
  OtpSms,
  SmsSender,
  TransactionalMessage,
  TransactionalOutcome,
  TransactionalSender,
} from './sms-sender.port';
export { maskPhone } from './sms-sender.port';
export { msg91TemplateKey } from './msg91-flow';
export type { IdentityLog } from './identity.log';
export type { VerifyIdToken, FirebaseDecodedIdToken } from './firebase-verifier.adapter';

export interface IdentityModule {
  /** /identity/send-code and /identity/verify-code (local verifier only) and /auth/*. */
  routes: FastifyPluginAsync;
  /** Dev-only routes (SMS outbox); registered only outside production. */
  devRoutes: FastifyPluginAsync;
  /** Resolves a request's bearer token to its user or throws AppError('unauthorized'). */
  authenticate: Authenticate;
  /** Deletes expired challenges, phone proofs, ended sessions and old dev texts (for a periodic job). */
  pruneExpired(): Promise<void>;
  /** The configured SMS sender (console/dev outbox or MSG91), lent to the back office for its sign-in codes. */
  smsSender: SmsSender;
}

/** Third-party seams; tests replace them, production builds them from config. */
export interface IdentityAdapters {
  smsSender?: SmsSender;
  /** firebase-admin's verifyIdToken (OTP_PROVIDER=firebase). */
  verifyIdToken?: VerifyIdToken;
  /** The fetch the msg91 sender uses. */
  fetch?: typeof globalThis.fetch;
}

export interface IdentityDeps {
  db: Db;
  config: Config;
  clock: Clock;
  rateLimiter: RateLimiter;
  adapters?: IdentityAdapters;
  /** Told each failed send of the real SMS sender (adapter_errors_total, docs/decisions/116-metrics.md). */
  onAdapterError?: AdapterErrorSink | undefined;
}

/** Phone verification, accounts, sessions and cart sync (docs/rules/third-parties.md#ports, docs/rules/security.md). */
export function createIdentityModule(deps: IdentityDeps): IdentityModule {
  const { db, config, clock, rateLimiter, adapters = {} } = deps;
  const otp = createOtpRepository(db);
  const outbox = createSmsOutboxRepository(db);
  const users = createUsersRepository(db);
  const sessions = createSessionsService({ sessions: createSessionsRepository(db), clock, config });

  const smsSender: SmsSender =
    adapters.smsSender ??
    (config.SMS_PROVIDER === 'msg91'
      ? watchAdapter(
          'sms',
          createMsg91SmsSender({
            authKey: config.MSG91_AUTH_KEY ?? '',
            templateId: config.MSG91_TEMPLATE_ID ?? '',
            orderTemplates: config.MSG91_ORDER_TEMPLATES,
            ...(adapters.fetch ? { fetch: adapters.fetch } : {}),
          }),
          deps.onAdapterError,
        )
      : createConsoleSmsSender({ outbox, clock, isProduction: config.isProduction }));

  const verifier: PhoneVerifier =
    config.OTP_PROVIDER === 'firebase'
      ? createFirebaseVerifier({
          verifyIdToken: adapters.verifyIdToken ?? lazyFirebaseVerifyIdToken(config.FIREBASE_PROJECT_ID ?? ''),
          otp,
          clock,
        })
      : createLocalVerifier({ otp, clock });

  const account = { db, users, sessions, verifier, rateLimiter, clock, config };
  const auth = authRoutes({
    authenticate: sessions.authenticate,
    sessions,
    checkUser: createCheckUser(account),
    register: createRegister(account),
    login: createLogin(account),
    loginOtp: createLoginOtp(account),
    resetPassword: createResetPassword(account),
    getProfile: createGetProfile(account),
    updateCart: createUpdateCart(account),
  });
  // With Firebase the browser verifies phones itself: our code endpoints do not exist.
  const local =
    verifier.provider === 'local'
      ? identityRoutes({
          sendCode: createSendCode({ otp, smsSender, rateLimiter, clock, config }),
          verifyCode: createVerifyCode({ db, otp, rateLimiter, clock, config }),
          publicUrl: config.PUBLIC_URL,
        })
      : undefined;

  return {
    routes: async (app) => {
      if (local) await app.register(local);
      await app.register(auth);
    },
    devRoutes: devRoutes({ outbox }),
    authenticate: sessions.authenticate,
    pruneExpired: createPruneExpired({ db, clock }),
    smsSender,
  };
}
