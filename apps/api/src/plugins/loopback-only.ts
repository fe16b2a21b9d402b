import { BlockList, isIP } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export const LOOPBACK_ONLY_MESSAGE =
  'This development endpoint answers only requests from this machine (127.0.0.1 or ::1).';
export const LOOPBACK_FORWARDED_MESSAGE =
  'This development endpoint refuses requests that came through a proxy or tunnel ' +
  '(Forwarded, X-Forwarded-* or X-Real-IP headers): call it from this machine directly.';

// 127.0.0.0/8 and ::1; BlockList also matches their IPv4-mapped forms (a dual-stack socket's view).
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export function isLoopback(address: string | undefined): boolean {
  const version = address ? isIP(address) : 0;
  return version !== 0 && LOOPBACK.check(address ?? '', version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Both the socket and the client address (request.ip: behind TRUST_PROXY, the one the nearest trusted
 * proxy saw) must be this machine: a proxy on this machine forwarding a remote shopper is refused,
 * and so is a remote client that writes `X-Forwarded-For: 127.0.0.1` past a trusted hop count.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

/**
 * Whether a request names a hop before the socket: `Forwarded`, any `X-Forwarded-*` or `X-Real-IP`. A tunnel
 * (ngrok, cloudflared) or a proxy on this machine delivers a remote request from 127.0.0.1 and adds one of these.
 */
export function wasForwarded(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some(
    (name) => name === 'forwarded' || name === 'x-real-ip' || name.startsWith('x-forwarded-'),
  );
}

/**
 * Registers development-only routes (SMS outbox, sandbox gateway, simulator controls) so they answer
 * only this machine, 403 otherwise: anyone who can reach a development server would otherwise read a
 * victim's sign-in code from the outbox, or pay and move shipments at will. A request that carries a
 * forwarding header is refused even from 127.0.0.1: it came through a tunnel or a proxy.
 */
export function loopbackOnly(routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (wasForwarded(request)) {
        throw new AppError('forbidden', LOOPBACK_FORWARDED_MESSAGE, { code: 'loopback_only' });
      }
      if (!fromThisMachine(request)) throw new AppError('forbidden', LOOPBACK_ONLY_MESSAGE, { code: 'loopback_only' });
    });
    for (const route of routes) await scope.register(route);
  };
}
