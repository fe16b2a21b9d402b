import { ENDPOINTS } from '@vastra/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The signed-in shopper behind a bearer token (docs/rules/security.md#roles: session user plus bearer token). */
export interface AuthUser {
  id: string;
  fullName: string;
  email: string;
  phone: string;
}

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

/** `METHOD /api/path` of every bearer route of the contract (docs/rules/api.md#endpoints, docs/deviations.md). */
const BEARER_ROUTES = new Set(
  Object.values(ENDPOINTS)
    .filter((endpoint) => endpoint.auth === 'bearer')
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

/**
 * `Cache-Control: no-store` on every answer that may carry a shopper's data: each bearer route of the
 * contract (its refusals by the guard of contract-route.ts too) and any request that presents a token. Set on request,
 * so it is already there when a hook or handler throws; a public answer that sets its own caching (the catalogue) keeps
 * it.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (request.headers.authorization !== undefined || BEARER_ROUTES.has(`${method} ${request.routeOptions.url}`)) {
      reply.header('cache-control', 'no-store');
    }
  });
}
