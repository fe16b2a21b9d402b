import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliInThread, keptEncodersInUse } from './brotli-in-thread';

// One brotli encoder per setting, started again for each body (brotli-in-thread.ts): on every Node line the project
// supports (scripts/test-node-lines.sh runs this file on each), the kept encoders are used and make brotli's bytes.

const answer = (n: number) =>
  Buffer.from(
    JSON.stringify({
      items: Array.from({ length: 24 }, (_, i) => ({ _id: `p-${n}-${i}`, title: `Indigo Anarkali Kurti ${n * i}` })),
      total: n,
    }),
  );

const asBytes = (kept: string) => Buffer.from(kept, 'latin1');

describe('brotli on the request thread', () => {
  it('makes the bytes brotliCompressSync makes with the same settings, body after body', () => {
    for (let n = 0; n < 40; n++) {
      const body = answer(n);
      const made = brotliInThread(body, 0, 16);
      const expected = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 0,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_LGWIN]: 16,
        },
      });
      expect(asBytes(made).equals(expected)).toBe(true);
      expect(brotliDecompressSync(asBytes(made)).equals(body)).toBe(true);
    }
    expect(keptEncodersInUse()).toBe(true);
  });

  it('keeps one encoder per quality and window: bodies alternating between settings each decode to themselves', () => {
    const settings: readonly (readonly [number, number])[] = [
      [0, 10],
      [4, 15],
      [0, 16],
      [10, 12],
    ];
    for (let n = 0; n < 12; n++) {
      const [quality, windowBits] = settings[n % settings.length] ?? [0, 10];
      const body = answer(1000 + n);
      expect(brotliDecompressSync(asBytes(brotliInThread(body, quality, windowBits))).equals(body)).toBe(true);
    }
    expect(keptEncodersInUse()).toBe(true);
  });

  it('compresses an empty body and one that does not compress (random bytes larger than the window)', () => {
    expect(brotliDecompressSync(asBytes(brotliInThread(Buffer.alloc(0), 0, 10))).length).toBe(0);
    const noise = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 2654435761) >>> 24));
    expect(brotliDecompressSync(asBytes(brotliInThread(noise, 0, 10))).equals(noise)).toBe(true);
    expect(keptEncodersInUse()).toBe(true);
  });
});
