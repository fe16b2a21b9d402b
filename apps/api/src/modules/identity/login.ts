import type { AuthResponse, LoginOtpBody, LoginBody } from '@vastra/domain/api';
import { AppError } from '../../errors';
import type { RateLimitRule } from '../../plugins/rate-limit';
import { accountLookupRule, loginPhoneBucket, type AccountDeps } from './account-deps';
import { IDENTITY_MESSAGES } from './identity.messages';
import type { IdentityLog } from './identity.log';
import { passwordMatches } from '../../shared/passwords';
import { consumePhoneProof, requirePhoneProof } from './phone-proof';
import { inTransaction } from './transaction';
import { toUserDto } from './user-dto';

/** POST /api/auth/login: phone and password (docs/rules/sign-in.md#session "Login by password is a single step"). */
export function createLogin(deps: AccountDeps) {
  const rules = (phone: string, clientAddress: string): RateLimitRule[] => [
    {
      bucket: loginPhoneBucket(phone),
      limit: deps.config.LOGIN_ATTEMPTS_PER_PHONE_15_MIN,
      windowSeconds: 900,
      message: IDENTITY_MESSAGES.tooManyLogins,
    },
    {
      bucket: `login:ip:${clientAddress}:15m`,
      limit: deps.config.LOGIN_ATTEMPTS_PER_IP_15_MIN,
      windowSeconds: 900,
      message: IDENTITY_MESSAGES.tooManyLogins,
    },
  ];

  return async function login(input: LoginBody & { clientAddress: string }): Promise<AuthResponse> {
    // 1. Count the attempt first, so parallel guesses cannot pass the limits.
    await deps.rateLimiter.consume(rules(input.phone, input.clientAddress));

    // 2. The same answer for an unknown phone and a wrong password.
    const user = await deps.users.findByPhone(input.phone);
    if (!(await passwordMatches(user?.passwordHash, input.password)) || !user) {
      throw new AppError('unauthorized', IDENTITY_MESSAGES.invalidCredentials);
    }

    // 3. A session; the phone's failed attempts are forgotten.
    const token = await inTransaction(deps.db, (tx) => deps.sessions.start(tx, user.id));
    await deps.rateLimiter.reset(loginPhoneBucket(input.phone));
    return { token, user: toUserDto(user), message: IDENTITY_MESSAGES.loginSuccess };
  };
}

/** POST /api/auth/login-otp: log in with a phone proven by a fresh uid. */
export function createLoginOtp(deps: AccountDeps) {
  return async function loginOtp(
    input: LoginOtpBody & { clientAddress: string },
    log: IdentityLog,
  ): Promise<AuthResponse> {
    // The proof comes before the account lookup, and the lookup spends the address's budget, so a
    // stranger cannot learn which phones have accounts from the 404.
    const proof = await requirePhoneProof(deps.verifier, { phone: input.phone, uid: input.uid, log });
    await deps.rateLimiter.consume([accountLookupRule(deps.config, input.clientAddress)]);
    const user = await deps.users.findByPhone(input.phone);
    if (!user) throw new AppError('not-found', IDENTITY_MESSAGES.noAccountFound);
    const token = await inTransaction(deps.db, async (tx) => {
      await consumePhoneProof(deps.verifier, tx, proof);
      return deps.sessions.start(tx, user.id);
    });
    return { token, user: toUserDto(user), message: IDENTITY_MESSAGES.loginSuccess };
  };
}
