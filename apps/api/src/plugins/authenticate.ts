import type { FastifyRequest } from 'fastify';

/** The signed-in shopper behind a bearer token (spec §6: session user plus bearer token). */
export interface AuthUser {
  id: string;
  fullName: string;
  email: string;
  phone: string;
}

/**
 * Resolves `Authorization: Bearer {token}` to its user, or throws AppError('unauthorized').
 * Built by the identity module and injected into every module with bearer routes.
 */
export type Authenticate = (request: FastifyRequest) => Promise<AuthUser>;

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{10,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
