import { ENDPOINTS } from '@vastra/domain/api';
import type { StaffRole } from '@vastra/domain/back-office';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The signed-in shopper behind a bearer token (docs/rules/security.md#roles: session user plus bearer token). */
export interface AuthUser {
  id: string;
  fullName: string;
  email: string;
  phone: string;
}

/** The member of staff behind a staff session's bearer token. */
export interface StaffUser {
  id: string;
  fullName: string;
  phone: string;
  role: StaffRole;
  /** The session the token belongs to (logout revokes it). */
  sessionId: string;
}

/**
 * Resolves a staff session's bearer token to its member of staff; throws AppError('unauthorized') without a
 * live token, and AppError('forbidden', …, { code: 'staff_only' }) for a token that is not a staff session's
 * (a shopper's). Built by the staff module and given to contract-route.ts's guard.
 */
export type AuthenticateStaff = (request: FastifyRequest) => Promise<StaffUser>;

/**
 * Resolves `Authorization: Bearer {token}` to its user, or throws AppError('unauthorized').
 * Built by the identity module and given to contract-route.ts's guard by every module with bearer routes.
 */
export type Authenticate = (request: FastifyRequest) => Promise<AuthUser>;

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{10,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * `METHOD /api/path` of every route of the contract that needs a sign-in, a shopper's or staff's
 * (docs/rules/api.md#endpoints, docs/deviations.md).
 */
const BEARER_ROUTES = new Set(
  Object.values(ENDPOINTS)
    .filter((endpoint) => endpoint.auth !== 'none')
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

/**
 * `Cache-Control: no-store` on every answer that may carry a shopper's data: each bearer route of the
 * contract (its refusals by the guard of contract-route.ts too) and any request that presents a token. Set on request,
 * so it is already there when a hook or handler throws; a public answer that sets its own caching (the catalogue) keeps
 * it.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (request.headers.authorization !== undefined || BEARER_ROUTES.has(`${method} ${request.routeOptions.url}`)) {
      void reply.header('cache-control', 'no-store');
    }
    done();
  });
}
