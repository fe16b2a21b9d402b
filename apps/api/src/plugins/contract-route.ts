import {
  ApiErrorBody,
  errorStatusesOf,
  isStaffAuth,
  permissionOf,
  type Endpoint,
  type StaffAuth,
} from '@vastra/domain/api';
import { missingPermissionMessage, roleMay } from '@vastra/domain/back-office';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors';
import type { Authenticate, AuthenticateStaff, AuthUser, StaffUser } from './authenticate';
import { fromThisMachine, LOOPBACK_ONLY_MESSAGE } from './loopback-only';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : unknown;

/** What a contract route's handler gets: its input parsed by the contract's schemas and the caller. */
export interface RouteCall<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  headers: Parsed<E['headers']>;
  body: Parsed<E['body']>;
  /** The signed-in shopper on a bearer route, resolved before the body was read. */
  user: E['auth'] extends 'bearer' ? AuthUser : null;
  /** The signed-in member of staff on a back-office route (their role's permission already checked). */
  staff: E['auth'] extends StaffAuth ? StaffUser : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (
  call: RouteCall<E>,
) => Answer<E> | FastifyReply | Promise<Answer<E> | FastifyReply>;

/** Fastify options a route may add to what the contract says (compression, its own body check, a larger body). */
export type RouteExtras = Pick<RouteOptions, 'validatorCompiler' | 'bodyLimit'> & { compress?: false };

/** The guards a module's routes need: `authenticate` for bearer routes, `authenticateStaff` for the back office's. */
export interface Guards {
  authenticate?: Authenticate;
  authenticateStaff?: AuthenticateStaff;
}

const signedIn = new WeakMap<FastifyRequest, AuthUser>();
const staffSignedIn = new WeakMap<FastifyRequest, StaffUser>();

/**
 * The one way a route is registered: method, path, schemas, success status and error answers all come
 * from its contract entry (@vastra/domain/api ENDPOINTS). The guards run on request, before the body is
 * read, so a stranger gets 401 (and a remote caller of a development endpoint 403) whatever they sent.
 *
 *     const route = contractRoutes(app, { authenticate });
 *     route(ENDPOINTS.me, ({ user }) => getProfile(user));
 */
export function contractRoutes(app: FastifyInstance, guards: Guards = {}) {
  return function route<E extends Endpoint>(endpoint: E, handler: RouteHandler<E>, extras: RouteExtras = {}): void {
    if (!endpoint.path.startsWith(`${app.prefix}/`)) {
      throw new Error(`${endpoint.path} cannot be registered under the prefix '${app.prefix}'`);
    }
    const onRequest = guardsOf(endpoint, guards);
    app.route({
      ...extras,
      method: endpoint.method,
      url: endpoint.path.slice(app.prefix.length),
      schema: schemaOf(endpoint),
      ...(onRequest.length ? { onRequest } : {}),
      handler: async (request, reply) => {
        if (endpoint.status) void reply.status(endpoint.status);
        const call = {
          params: request.params,
          query: request.query,
          headers: request.headers,
          body: request.body,
          user: endpoint.auth === 'bearer' ? userOf(request) : null,
          staff: isStaffAuth(endpoint.auth) ? staffOf(request) : null,
          request,
          reply,
        } as RouteCall<E>;
        return handler(call);
      },
    });
  };
}

/**
 * The signed-in shopper when a valid bearer token came, else null: for a public route that notes
 * the buyer when it can (a gateway order).
 */
export async function optionalUser(authenticate: Authenticate, request: FastifyRequest): Promise<AuthUser | null> {
  if (!request.headers.authorization) return null;
  return authenticate(request).catch(() => null);
}

function guardsOf(endpoint: Endpoint, guards: Guards) {
  const hooks: ((request: FastifyRequest) => Promise<void>)[] = [];
  if (endpoint.devOnly) {
    hooks.push(async (request) => {
      if (!fromThisMachine(request)) throw new AppError('forbidden', LOOPBACK_ONLY_MESSAGE, { code: 'loopback_only' });
    });
  }
  if (endpoint.auth === 'bearer') {
    const { authenticate } = guards;
    if (!authenticate) throw new Error(`${endpoint.method} ${endpoint.path} needs a sign-in but no guard was given`);
    hooks.push(async (request) => {
      signedIn.set(request, await authenticate(request));
    });
  }
  if (isStaffAuth(endpoint.auth)) {
    const { authenticateStaff } = guards;
    if (!authenticateStaff)
      throw new Error(`${endpoint.method} ${endpoint.path} needs a staff sign-in but no guard was given`);
    // The one place a refusal for want of a permission is decided (docs/decisions/060-staff-permissions.md).
    const permission = permissionOf(endpoint);
    hooks.push(async (request) => {
      const member = await authenticateStaff(request);
      if (permission && !roleMay(member.role, permission)) {
        throw new AppError('forbidden', missingPermissionMessage(permission), {
          code: 'missing_permission',
          permission,
        });
      }
      staffSignedIn.set(request, member);
    });
  }
  return hooks;
}

function staffOf(request: FastifyRequest): StaffUser {
  const member = staffSignedIn.get(request);
  if (!member) throw new AppError('unauthorized', 'Authentication required');
  return member;
}

function userOf(request: FastifyRequest): AuthUser {
  const user = signedIn.get(request);
  // The guard has run for every bearer route; this only keeps the types honest.
  if (!user) throw new AppError('unauthorized', 'Authentication required');
  return user;
}

/** The route's schema for validation, serialisation and the OpenAPI document. */
function schemaOf(endpoint: Endpoint) {
  const response: Record<number, z.ZodType> = {};
  if (endpoint.response) response[endpoint.status ?? 200] = endpoint.response;
  for (const status of errorStatusesOf(endpoint)) response[status] = ApiErrorBody;
  Object.assign(response, endpoint.answers);
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.devOnly ? { hide: true } : {}),
    ...(endpoint.auth !== 'none' ? { security: [{ bearerAuth: [] }] } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
}
