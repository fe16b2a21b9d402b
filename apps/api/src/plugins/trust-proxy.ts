import type { FastifyServerOptions } from 'fastify';
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
