import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { PhoneVerifier } from './phone-verifier.port';
import type { SessionsService } from './sessions.service';
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
