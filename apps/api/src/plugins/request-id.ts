import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A client-sent X-Request-Id is echoed in the answer and written on every log line of the request,
 * so only a short id of safe characters is kept (a tracing id from a proxy or a client retry):
 * letters, digits and `. _ : -`, 1 to 64 of them. Anything else (long text, spaces, quotes, markup)
 * is replaced by a fresh UUID, as is a missing one.
 */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId` (with `requestIdHeader: false`, so the header is never taken as is). */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
