import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * TRUST_PROXY (config.ts) as Fastify's `trustProxy`. A list of proxy addresses goes as is (proxy-addr
 * compiles it). A hop count becomes a function: Fastify 5 takes a number as "trust nothing", and
 * proxy-addr asks about the socket (hop 0), then each X-Forwarded-For entry from the right, so
 * trusting hops 0 … n−1 makes the client the address the n-th proxy from the server saw.
 */
export function trustProxyOption(trust: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export const UNTRUSTED_PROXY_WARNING =
  'A request arrived with X-Forwarded-For but TRUST_PROXY is unset: every client behind that proxy ' +
  "shares the proxy's address, and with it the per-address limits (sign-in, OTP). Set TRUST_PROXY " +
  'to the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses.';

/**
 * With TRUST_PROXY unset, logs one warning (once per server, so once per process) at the first request that
 * carries X-Forwarded-For: a proxy is in front and the limits keyed on the client address are shared by all.
 */
export function registerUntrustedProxyWarning(app: FastifyInstance, config: Pick<Config, 'TRUST_PROXY'>): void {
  if (config.TRUST_PROXY !== false) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(UNTRUSTED_PROXY_WARNING);
    }
    done();
  });
}
