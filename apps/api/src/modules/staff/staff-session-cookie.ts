import { STAFF_REQUEST_HEADER } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/**
 * The staff session cookie (docs/decisions/070-staff-session-cookie.md): the session's token, httpOnly so no script
 * on the shop's origin reads it, SameSite=Strict so no other site sends it, and sent only to /api/admin.
 */
export const STAFF_SESSION_COOKIE = 'vastra_staff_session';
const TOKEN = /^stf_[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The Set-Cookie value that carries a new session for `maxAgeSeconds`. */
export function staffSessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return (
    `${STAFF_SESSION_COOKIE}=${token}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=/api/admin; ` +
    `HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
  );
}

/** The Set-Cookie value that removes the session cookie (sign-out). */
export function clearedStaffSessionCookie(secure: boolean): string {
  return `${STAFF_SESSION_COOKIE}=; Max-Age=0; Path=/api/admin; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The request's staff session token from its Cookie header, when it carries a well-formed one. */
export function staffSessionCookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === STAFF_SESSION_COOKIE && value !== undefined && TOKEN.test(value)) return value;
  }
  return null;
}

/** Whether the Origin header names this server: the request's own host, or PUBLIC_URL's origin. */
function sameOrigin(origin: string, request: FastifyRequest, publicUrl: string | undefined): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // `null` (a sandboxed page, a redirect) or garbage
  }
  // A Host header may spell out the default port that an Origin leaves out.
  const own = request.headers.host?.replace(/:(80|443)$/, '');
  if (own !== undefined && host === own) return true;
  if (publicUrl === undefined) return false;
  try {
    return new URL(origin).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The CSRF defence for a request signed in by the cookie (docs/decisions/070-staff-session-cookie.md): a change
 * (anything but GET and HEAD) must carry `X-Vastra-Admin: 1` and, when the browser names an Origin, come from this
 * server's own. Throws AppError('forbidden', …, { code: 'admin_request_refused' }) otherwise.
 */
export function assertCookieRequestAllowed(request: FastifyRequest, publicUrl: string | undefined): void {
  if (SAFE_METHODS.has(request.method)) return;
  const marked = request.headers[STAFF_REQUEST_HEADER.name] === STAFF_REQUEST_HEADER.value;
  const origin = request.headers.origin;
  if (marked && (origin === undefined || sameOrigin(origin, request, publicUrl))) return;
  throw new AppError('forbidden', M.adminRequestRefused, { code: 'admin_request_refused' });
}
