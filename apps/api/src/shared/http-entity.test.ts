import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPRESS_IN_THREAD_UP_TO,
  createEntity,
  createLazyEntity,
  etagOf,
  QUICK_EFFORT,
  sendEntity,
  sendLazyEntity,
} from './http-entity';

// Prepared bodies (http-entity.ts): the same bytes, ETags and 304s whether every encoding is made up front or each on
// its first request.

const BODY = JSON.stringify({ items: Array.from({ length: 50 }, (_, n) => ({ n, title: 'Indigo Anarkali Kurti' })) });
const app = Fastify();

beforeAll(async () => {
  const eager = await createEntity(BODY, 'application/json; charset=utf-8');
  const lazy = createLazyEntity(BODY, 'application/json; charset=utf-8');
  app.get('/eager', (request, reply) => sendEntity(request, reply, eager, 'no-cache'));
  app.get('/lazy', (request, reply) => sendLazyEntity(request, reply, lazy, 'no-cache'));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('a lazily compressed entity', () => {
  it('answers as the eager one: each encoding decodes to the body, with the same ETags', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['identity', (b: Buffer) => b],
    ] as const) {
      const eager = await get('/eager', { 'accept-encoding': encoding });
      const lazy = await get('/lazy', { 'accept-encoding': encoding });
      expect(lazy.headers['content-encoding']).toBe(eager.headers['content-encoding']);
      expect(lazy.headers.etag).toBe(eager.headers.etag);
      expect(lazy.headers.vary).toBe('Accept-Encoding');
      expect(decode(lazy.rawPayload).toString('utf8')).toBe(BODY);
    }
  });

  it('answers 304 to the ETag it gave, in any encoding', async () => {
    const etag = String((await get('/lazy', { 'accept-encoding': 'br' })).headers.etag);
    const again = await get('/lazy', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe('');
  });

  it('compresses an encoding only when it is asked for, once', async () => {
    const lazy = createLazyEntity(BODY, 'application/json');
    expect(etagOf(lazy, 'br')).toBe(`"${lazy.hash}-br"`);
    const first = lazy.body('br');
    expect(lazy.body('br')).toBe(first);
    expect(brotliDecompressSync(await first).toString('utf8')).toBe(BODY);
    expect((await lazy.body('identity')).toString('utf8')).toBe(BODY);
  });

  it('compresses small bodies at once, large ones on the thread pool, fully or quickly: each decodes', async () => {
    const large = BODY.repeat(Math.ceil((COMPRESS_IN_THREAD_UP_TO + 1) / BODY.length));
    expect(BODY.length).toBeLessThanOrEqual(COMPRESS_IN_THREAD_UP_TO);
    expect(large.length).toBeGreaterThan(COMPRESS_IN_THREAD_UP_TO);
    for (const body of [BODY, large]) {
      for (const effort of [undefined, QUICK_EFFORT]) {
        const lazy = createLazyEntity(body, 'application/json', effort);
        expect(brotliDecompressSync(await lazy.body('br')).toString('utf8')).toBe(body);
        expect(gunzipSync(await lazy.body('gzip')).toString('utf8')).toBe(body);
      }
    }
  });
});
