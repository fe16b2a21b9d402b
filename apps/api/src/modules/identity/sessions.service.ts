import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { bearerToken, type Authenticate } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { randomToken, sha256 } from '../../shared/crypto';
import { IDENTITY_MESSAGES } from './identity.messages';
import type { SessionsRepository } from './sessions.repository';

const DAY_MS = 86_400_000;

/**
 * Bearer sessions (docs/rules/security.md): 256-bit random tokens, only their SHA-256 stored, with an expiry
 * of SESSION_TTL_DAYS; revoked one by one at logout and all together at password reset.
 */
export function createSessionsService(deps: {
  sessions: SessionsRepository;
  clock: Clock;
  config: Pick<Config, 'SESSION_TTL_DAYS'>;
}) {
  const authenticate: Authenticate = async (request) => {
    const token = bearerToken(request);
    if (token === null) throw new AppError('unauthorized', IDENTITY_MESSAGES.authRequired);
    const user = await deps.sessions.findActiveUser(sha256(token), deps.clock.now());
    if (!user) throw new AppError('unauthorized', IDENTITY_MESSAGES.sessionInvalid);
    return user;
  };

  return {
    authenticate,

    /** Starts a session inside the caller's transaction and returns its bearer token. */
    async start(tx: Db, userId: string): Promise<string> {
      const token = randomToken(32);
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + deps.config.SESSION_TTL_DAYS * DAY_MS);
      await deps.sessions.insert(tx, { userId, tokenHash: sha256(token), expiresAt, now });
      return token;
    },

    /** Ends the request's own session (logout); the caller has authenticated it. */
    async end(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (token !== null) await deps.sessions.revoke(sha256(token), deps.clock.now());
    },

    /** Ends every session of a user (password reset). */
    endAll(tx: Db, userId: string): Promise<number> {
      return deps.sessions.revokeAllOfUser(tx, userId, deps.clock.now());
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
