import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { Authenticate, AuthUser } from '../../plugins/authenticate';

/**
 * Bearer sign-in checked in `onRequest`, before the body is read, so a stranger gets 401 rather
 * than a 400 about their body; `userOf` reads the result in the handler.
 */
export function bearerUser(authenticate: Authenticate) {
  const signedIn = new WeakMap<FastifyRequest, AuthUser>();
  return {
    requireUser: async (request: FastifyRequest) => {
      signedIn.set(request, await authenticate(request));
    },
    userOf: (request: FastifyRequest): AuthUser => {
      const user = signedIn.get(request);
      if (!user) throw new AppError('unauthorized', 'Authentication required');
      return user;
    },
    /** The signed-in user when a valid bearer token came, else null (public routes that note the buyer). */
    optionalUser: async (request: FastifyRequest): Promise<AuthUser | null> => {
      if (!request.headers.authorization) return null;
      return authenticate(request).catch(() => null);
    },
  };
}
