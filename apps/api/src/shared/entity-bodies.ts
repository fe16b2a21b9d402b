import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import { brotliInThread } from './brotli-in-thread';

// A response body prepared once and served many times: its bytes in every encoding, compressed ahead of time or
// when first asked for, and the hash its strong ETags are made of. http-entity.ts sends them.
export type Encoding = 'br' | 'gzip' | 'identity';

export interface HttpEntity {
  /** Hash of the uncompressed body; each encoding's ETag is derived from it. */
  readonly hash: string;
  readonly contentType: string;
  readonly bodies: Readonly<Record<Encoding, Buffer>>;
  /** Its bytes are compressed already (a photo): sent as they are, whatever the client accepts. */
  readonly precompressed?: true;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli 6, not 11: measured on the seed list (55 KB of JSON), quality 11 takes ~225 ms for a body
 * only ~10 % smaller than quality 6's (~1.5 ms), and the list is rebuilt after every order.
 */
const BROTLI_QUALITY = 6;

/** How hard a body is compressed: brotli's quality and gzip's level. */
export interface CompressionEffort {
  brotli: number;
  gzip: number;
}

/** For bodies sent many times (the default). */
const FULL_EFFORT: CompressionEffort = { brotli: BROTLI_QUALITY, gzip: 9 };

/**
 * For answers most often sent once (a search never asked before): brotli 0, gzip 6. On 200 search answers of ~12 KB
 * (words + fabric + colour, 50,000 products) brotli 0 took ~34 µs in a loop against brotli 1's ~47, for ~4 % more
 * bytes (2,830 against 2,719), and under load the API spent ~30 µs less CPU per answer; an answer asked again is
 * compressed harder anyway (`SETTLED_EFFORT`; docs/decisions/193-never-asked-answers-at-brotli-0.md, which replaces
 * brotli 1 of docs/decisions/190-quicker-never-asked-answers.md); gzip 6 took ~0.17 ms against gzip 9's ~0.26 ms on a
 * 37 KB answer (docs/decisions/143-search-answers-computed-for-the-few.md).
 */
export const QUICK_EFFORT: CompressionEffort = { brotli: 0, gzip: 6 };

/**
 * For answers asked again (`LazyEntity.settle`): brotli 10, gzip 9. On the shop's list (a 20 KB search answer)
 * brotli 10 sent 3,552 bytes against brotli 2's 4,481 and 6's 3,871, in ~6.5 ms on the thread pool, once; 11 sent
 * 3,493 in ~21 ms (docs/decisions/179-remembered-answers-compressed-harder.md).
 */
export const SETTLED_EFFORT: CompressionEffort = { brotli: 10, gzip: 9 };

/**
 * Brotli's window for a body of `size` bytes: the smallest that holds all of it, at most brotli's default (a window
 * holds 2^bits − 16 bytes). A larger one only costs the encoder its tables: a 27 KB search answer at quality 4 took
 * ~0.22 ms with the default 22 bits and ~0.13 ms with 15, for the same bytes
 * (docs/decisions/147-answers-kept-inside-the-heap.md).
 */
export function brotliWindowBits(size: number): number {
  let bits = constants.BROTLI_MIN_WINDOW_BITS;
  while (bits < constants.BROTLI_DEFAULT_WINDOW && 2 ** bits - 16 < size) bits += 1;
  return bits;
}

const brotliOptions = (identity: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(identity.length),
  },
});

function compress(identity: Buffer, encoding: 'br' | 'gzip', effort = FULL_EFFORT): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(identity, brotliOptions(identity, effort.brotli))
    : gzipAsync(identity, { level: effort.gzip });
}

/**
 * Up to this many bytes a lazy entity is compressed on the request's own thread: for a body of a few dozen KB the
 * thread pool's hand-over costs more CPU than the compression (a 38 KB search answer at brotli 6: ~0.18 ms here,
 * ~0.37 ms of CPU through the pool; docs/decisions/143-search-answers-computed-for-the-few.md).
 */
export const COMPRESS_IN_THREAD_UP_TO = 64 * 1024;

/**
 * Each encoding is kept as a one-byte string (a character per byte), not as a Buffer: a Buffer's bytes lie outside
 * V8's heap, and every 64 MB of them made since its last full collection start another one, which at a thousand new
 * answers a second was one every ~2 s over the whole heap; a string ages like the rest of the heap
 * (docs/decisions/147-answers-kept-inside-the-heap.md). Sending one copies it into a Buffer that dies young.
 */
const keep = (bytes: Buffer): string => bytes.toString('latin1');
const sendable = (kept: string): Buffer => Buffer.from(kept, 'latin1');

/** `identity` compressed, as it is kept (`keep`): a small body at once on this thread, a large one on the pool. */
function compressNow(identity: Buffer, encoding: 'br' | 'gzip', effort: CompressionEffort): Promise<string> {
  if (identity.length > COMPRESS_IN_THREAD_UP_TO) return compress(identity, encoding, effort).then(keep);
  // The executor runs now, on this thread; a throw becomes the promise's rejection.
  return new Promise((resolve) => {
    resolve(
      encoding === 'br'
        ? brotliInThread(identity, effort.brotli, brotliWindowBits(identity.length))
        : keep(gzipSync(identity, { level: effort.gzip })),
    );
  });
}

/** The body's SHA-256 (one call, no Hash object: docs/decisions/194-one-brotli-encoder-per-setting.md), shortened. */
const hashOf = (body: Buffer | string) => hash('sha256', body, 'base64url').slice(0, 27);

/** Prepares a body: runs compression on the thread pool, so a large list does not block requests. */
export async function createEntity(body: string, contentType: string): Promise<HttpEntity> {
  const identity = Buffer.from(body, 'utf8');
  const [br, gz] = await Promise.all([compress(identity, 'br'), compress(identity, 'gzip')]);
  return { hash: hashOf(identity), contentType, bodies: { identity, br, gzip: gz } };
}

/** A body compressed already (an AVIF or WebP photo): one set of bytes, never compressed again. */
export function createPrecompressedEntity(body: Buffer, contentType: string): HttpEntity {
  return { hash: hashOf(body), contentType, bodies: { identity: body, br: body, gzip: body }, precompressed: true };
}

/**
 * A body whose encodings are made when first asked for: for answers most often sent once, in the one encoding their
 * client takes (a search never asked before), so no CPU goes to the encodings nobody asked for. A small body is
 * compressed at once on this thread (`COMPRESS_IN_THREAD_UP_TO`), a large one on the thread pool.
 */
export interface LazyEntity {
  readonly hash: string;
  readonly contentType: string;
  body(encoding: Encoding): Promise<Buffer>;
  /**
   * Compresses the encodings made so far again, harder (`SETTLED_EFFORT`), on the thread pool, once; their new bytes
   * are sent from when they are ready. For an answer asked again, which is likely to be asked many more times
   * (docs/decisions/179-remembered-answers-compressed-harder.md); an encoding first made later is compressed again
   * once it is made. Resolves when those made so far are; never rejects: should compressing fail, the bytes in use
   * stay.
   */
  settle(): Promise<void>;
}

export interface LazyEntityOptions {
  /** How hard it is compressed (`FULL_EFFORT` unless said). */
  effort?: CompressionEffort;
  /** The encoding made at once, from the text its hash is taken of (the one its first client takes). */
  first?: Encoding;
}

/**
 * `source` is the body, or what writes it (as text, or as its UTF-8 bytes): then the entity keeps no copy of it, and
 * writes it again only when another encoding is asked for.
 */
export function createLazyEntity(
  source: string | (() => string | Buffer),
  contentType: string,
  { effort = FULL_EFFORT, first }: LazyEntityOptions = {},
): LazyEntity {
  const write = typeof source === 'string' ? () => source : source;
  const kept: Partial<Record<Encoding, Promise<string>>> = {};
  /** Once settled, each compressed encoding made is compressed again harder, once (`settle`). */
  let settling = false;
  const harder: Partial<Record<'br' | 'gzip', Promise<void>>> = {};
  const settleOne = (encoding: 'br' | 'gzip'): Promise<void> => {
    const made = kept[encoding];
    if (made === undefined) return Promise.resolve();
    // The bytes in use are sent until the harder ones are ready; should compressing fail, they stay.
    return (harder[encoding] ??= compress(utf8(), encoding, SETTLED_EFFORT).then(
      (bytes) => {
        if (kept[encoding] === made) kept[encoding] = Promise.resolve(keep(bytes));
      },
      () => undefined,
    ));
  };
  const make = (encoding: Encoding, identity: Buffer): Promise<string> => {
    const made = (kept[encoding] =
      encoding === 'identity' ? Promise.resolve(keep(identity)) : compressNow(identity, encoding, effort));
    if (settling && encoding !== 'identity')
      void made.then(
        () => settleOne(encoding),
        () => undefined,
      );
    return made;
  };
  const utf8 = (): Buffer => {
    const written = write();
    return typeof written === 'string' ? Buffer.from(written, 'utf8') : written;
  };
  // The text encoded once, for its hash and its first encoding.
  const identity = utf8();
  // Made before anyone awaits it: a failure is seen by the request that asks for it.
  if (first) make(first, identity).catch(() => undefined);
  return {
    hash: hashOf(identity),
    contentType,
    async body(encoding) {
      return sendable(await (kept[encoding] ?? make(encoding, utf8())));
    },
    async settle() {
      settling = true;
      await Promise.all([settleOne('br'), settleOne('gzip')]);
    },
  };
}
