import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brotliWindowBits,
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

  it('makes an encoding only when it is asked for, once, writing the text again only for another one', async () => {
    let written = 0;
    const write = () => {
      written += 1;
      return BODY;
    };
    const lazy = createLazyEntity(write, 'application/json');
    expect(etagOf(lazy, 'br')).toBe(`"${lazy.hash}-br"`);
    expect(written).toBe(1); // for its hash
    expect(brotliDecompressSync(await lazy.body('br')).toString('utf8')).toBe(BODY);
    expect(brotliDecompressSync(await lazy.body('br')).toString('utf8')).toBe(BODY);
    expect(written).toBe(2);
    expect((await lazy.body('identity')).toString('utf8')).toBe(BODY);
    expect(written).toBe(3);

    written = 0;
    const prepared = createLazyEntity(write, 'application/json', { first: 'gzip' });
    expect(gunzipSync(await prepared.body('gzip')).toString('utf8')).toBe(BODY);
    expect(written).toBe(1); // the first encoding made from the text its hash was taken of
    expect(prepared.hash).toBe(lazy.hash);
  });

  it('takes a body written as its UTF-8 bytes as the text: same hash, same bytes in every encoding', async () => {
    const body = JSON.stringify({ title: 'साड़ी — ₹1,299' });
    const text = createLazyEntity(body, 'application/json');
    const bytes = createLazyEntity(() => Buffer.from(body, 'utf8'), 'application/json');
    expect(bytes.hash).toBe(text.hash);
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      expect(await bytes.body(encoding)).toEqual(await text.body(encoding));
    }
  });

  it('sends every byte as it was made (each encoding is kept as one character per byte)', async () => {
    // Bytes 0-255 all appear in the compressed bodies of text that is not ASCII.
    const body = JSON.stringify({ title: 'साड़ी — ₹1,299 😀', bytes: Array.from({ length: 256 }, (_, n) => n) });
    const lazy = createLazyEntity(body, 'application/json');
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const first = await lazy.body(encoding);
      expect(await lazy.body(encoding)).toEqual(first);
    }
    expect(brotliDecompressSync(await lazy.body('br')).toString('utf8')).toBe(body);
    expect(gunzipSync(await lazy.body('gzip')).toString('utf8')).toBe(body);
    expect((await lazy.body('identity')).toString('utf8')).toBe(body);
  });

  it('once settled, sends the same text in fewer bytes under the same ETag; later encodings stay lazy', async () => {
    // A search answer's shape: products whose ids, titles and prices differ, as brotli 0 compresses less well.
    const items = Array.from({ length: 40 }, (_, n) => ({
      _id: `0000${n}-3faa-42df-a216-${(n * 7919).toString(16).padStart(12, '0')}`,
      title: `${['Mustard', 'Indigo', 'Rose', 'Teal'][n % 4]} ${['Striped', 'Printed', 'Plain'][n % 3]} Kurti ${n}`,
      pricesBySize: { S: 299 + n * 10, M: 349 + n * 10 },
      images: [`/uploads/products/${n}/1.webp`, `/uploads/products/${n}/2.webp`],
    }));
    const body = JSON.stringify({ items });
    let written = 0;
    const lazy = createLazyEntity(
      () => {
        written += 1;
        return body;
      },
      'application/json',
      { effort: QUICK_EFFORT, first: 'br' },
    );
    const quick = await lazy.body('br');
    await Promise.all([lazy.settle(), lazy.settle()]);
    const settled = await lazy.body('br');
    expect(brotliDecompressSync(settled).toString('utf8')).toBe(body);
    expect(settled.length).toBeLessThan(quick.length);
    expect(written).toBe(2); // its hash and first encoding, then once for the harder one
    expect(etagOf(lazy, 'br')).toBe(`"${lazy.hash}-br"`);
    // gzip was not made before: made when asked, quickly, then again harder once.
    expect(gunzipSync(await lazy.body('gzip')).toString('utf8')).toBe(body);
    await lazy.settle();
    expect(gunzipSync(await lazy.body('gzip')).toString('utf8')).toBe(body);
    expect(written).toBe(4);
    await lazy.settle();
    expect(written).toBe(4);
  });

  it('compresses small bodies at once, large ones on the thread pool, fully or quickly: each decodes', async () => {
    const large = BODY.repeat(Math.ceil((COMPRESS_IN_THREAD_UP_TO + 1) / BODY.length));
    expect(BODY.length).toBeLessThanOrEqual(COMPRESS_IN_THREAD_UP_TO);
    expect(large.length).toBeGreaterThan(COMPRESS_IN_THREAD_UP_TO);
    for (const body of [BODY, large]) {
      for (const effort of [undefined, QUICK_EFFORT]) {
        const lazy = createLazyEntity(body, 'application/json', { effort });
        expect(brotliDecompressSync(await lazy.body('br')).toString('utf8')).toBe(body);
        expect(gunzipSync(await lazy.body('gzip')).toString('utf8')).toBe(body);
      }
    }
  });
});

describe("brotli's window", () => {
  it('is the smallest that holds the whole body (2^bits − 16 bytes), from 10 bits up to the default 22', () => {
    expect(
      [0, 1008, 1009, 26_757, 32_752, 32_753, 65_520, 65_521, 4_194_288, 4_194_289, 50_000_000].map(brotliWindowBits),
    ).toEqual([10, 10, 11, 15, 15, 16, 16, 17, 22, 22, 22]);
  });

  it('gives bodies at its edges that decode to themselves', async () => {
    for (const size of [1008, 1009, 32_752, 32_753, 70_000]) {
      const body = BODY.repeat(Math.ceil(size / BODY.length)).slice(0, size);
      const lazy = createLazyEntity(body, 'application/json', { effort: QUICK_EFFORT });
      expect(brotliDecompressSync(await lazy.body('br')).toString('utf8')).toBe(body);
    }
  });
});
