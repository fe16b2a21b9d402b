// Behind a proxy without TRUST_PROXY every client has the proxy's address: limits keyed on the address are then
// shared by everyone. The server says so once, at the first request that shows a proxy in front.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerUntrustedProxyWarning, UNTRUSTED_PROXY_WARNING } from './trust-proxy';

async function serverLogging(trustProxy: string | undefined) {
  const lines: Array<{ level: number; msg: string }> = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  registerUntrustedProxyWarning(app, loadConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }));
  app.get('/ping', async () => ({ ok: true }));
  await app.ready();
  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/ping', headers });
  const warnings = () => lines.filter((l) => l.level === 40).map((l) => l.msg);
  return { app, get, warnings };
}

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('logs one warning at the first forwarded request, naming TRUST_PROXY, and never again', async () => {
    const s = await serverLogging(undefined);
    await s.get();
    expect(s.warnings()).toEqual([]);
    await s.get({ 'x-forwarded-for': '203.0.113.7' });
    await s.get({ 'x-forwarded-for': '198.51.100.2' });
    await s.get({ 'x-forwarded-for': '203.0.113.9' });
    expect(s.warnings()).toEqual([UNTRUSTED_PROXY_WARNING]);
    expect(UNTRUSTED_PROXY_WARNING).toBe(
      'A request arrived with X-Forwarded-For but TRUST_PROXY is unset: every client behind that proxy ' +
        "shares the proxy's address, and with it the per-address limits (sign-in, OTP). Set TRUST_PROXY " +
        'to the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses.',
    );
    await s.app.close();
  });

  it('stays quiet when TRUST_PROXY is set', async () => {
    const s = await serverLogging('1');
    await s.get({ 'x-forwarded-for': '203.0.113.7' });
    expect(s.warnings()).toEqual([]);
    await s.app.close();
  });
});
