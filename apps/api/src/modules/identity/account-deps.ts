import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { PhoneVerifier } from './phone-verifier.port';
import type { SessionsService } from './sessions.service';
import { IDENTITY_MESSAGES } from './identity.messages';
import type { UsersRepository } from './users.repository';

/** What the account use cases (register, login, reset, cart) are built from. */
export interface AccountDeps {
  db: Db;
  users: UsersRepository;
  sessions: SessionsService;
  verifier: PhoneVerifier;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: Pick<Config, 'LOGIN_ATTEMPTS_PER_PHONE_15_MIN' | 'LOGIN_ATTEMPTS_PER_IP_15_MIN' | 'CHECK_USER_PER_IP_15_MIN'>;
}

/** The bucket of login attempts on one phone, cleared by a successful login or a password reset. */
export const loginPhoneBucket = (phone: string) => `login:phone:${phone}:15m`;

/**
 * The account-lookup budget of one client address (CHECK_USER_PER_IP_15_MIN): every answer that tells
 * whether a phone has an account (check-user, and register, login-otp and reset-password once their
 * phone proof passed) spends from this one bucket, so mixing the calls cannot enumerate accounts faster.
 */
export function accountLookupRule(config: AccountDeps['config'], clientAddress: string): RateLimitRule {
  return {
    bucket: `account-lookup:ip:${clientAddress}:15m`,
    limit: config.CHECK_USER_PER_IP_15_MIN,
    windowSeconds: 900,
    message: IDENTITY_MESSAGES.tooManyChecks,
  };
}
