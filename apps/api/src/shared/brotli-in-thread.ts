import { BrotliCompress, brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

// Brotli on the request's own thread without a stream per body (docs/decisions/194-one-brotli-encoder-per-setting.md).
// `brotliCompressSync` builds a whole BrotliCompress stream for each body (its readable and writable states, its
// native handle and that handle's weak reference), which the young generation's collections then clear: at ~4,500
// search answers a second, ~1.4 ms of each collection's pause went to such references. Here one encoder per quality
// and window is kept and started again for each body: its native handle's `init` (what the stream's constructor
// calls) replaces the encoder's state, and `writeSync` (what `brotliCompressSync` calls) compresses the whole body at
// once. Both are Node's own zlib binding, not its documented API: the first use of each encoder checks that its bytes
// decompress to the body, and any surprise (no handle, a failed start, an error, too little room) makes this module
// use `brotliCompressSync` from then on.

/** The native handle's methods used here (Node's zlib binding, the same on Node 20, 22, 24 and 26). */
interface NativeBrotliEncoder {
  /** false (on the lines that say) when the encoder could not start. */
  init(params: Uint32Array, writeState: Uint32Array, processCallback: () => void): boolean | undefined;
  writeSync(
    flush: number,
    input: Buffer,
    inOffset: number,
    inLength: number,
    output: Buffer,
    outOffset: number,
    outLength: number,
  ): void;
  onerror: ((message: string, errno: number) => void) | null;
}

interface KeptEncoder {
  handle: NativeBrotliEncoder;
  /** [output bytes left, input bytes left] after each write, as the binding reports them. */
  state: Uint32Array;
  params: Uint32Array;
  /** Kept alive with its handle (the handle names it as its owner). */
  stream: BrotliCompress;
  checked: boolean;
  failed: boolean;
}

/** One more than the highest brotli parameter: the length of the parameters `init` takes (unset: 0xffffffff). */
const PARAMS_LENGTH =
  Math.max(
    ...Object.entries(constants)
      .filter(([name]) => name.startsWith('BROTLI_PARAM_'))
      .map(([, value]) => value),
  ) + 1;

const encoders = new Map<number, KeptEncoder>();
let unusable = false;
let output = Buffer.allocUnsafe(0);
const noCallback = () => undefined;

/** Brotli's settings here: text mode, `quality`, a window of `windowBits`. */
const optionsOf = (quality: number, windowBits: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: windowBits,
  },
});

function encoderFor(quality: number, windowBits: number): KeptEncoder | null {
  const key = quality * 64 + windowBits;
  const held = encoders.get(key);
  if (held) return held;
  const options = optionsOf(quality, windowBits);
  const stream = new BrotliCompress(options);
  const inner = stream as unknown as { _handle?: unknown; _writeState?: unknown };
  const handle = inner._handle as NativeBrotliEncoder | undefined;
  const state = inner._writeState;
  if (!handle || typeof handle.init !== 'function' || typeof handle.writeSync !== 'function') return null;
  if (!(state instanceof Uint32Array)) return null;
  const params = new Uint32Array(PARAMS_LENGTH).fill(0xffffffff);
  for (const [name, value] of Object.entries(options.params)) params[Number(name)] = value;
  const kept: KeptEncoder = { handle, state, params, stream, checked: false, failed: false };
  // Replaces the stream's handler, which would destroy the stream: an error only marks the encoder failed.
  handle.onerror = () => {
    kept.failed = true;
  };
  encoders.set(key, kept);
  return kept;
}

/** The body compressed by a kept encoder, as a one-byte string (a character per byte), or null when it could not. */
function compressKept(body: Buffer, kept: KeptEncoder): string | null {
  const room = body.length + 1024;
  if (output.length < room) output = Buffer.allocUnsafe(room);
  if (kept.handle.init(kept.params, kept.state, noCallback) === false) return null;
  kept.handle.writeSync(constants.BROTLI_OPERATION_FINISH, body, 0, body.length, output, 0, output.length);
  const [outputLeft, inputLeft] = kept.state;
  if (kept.failed || outputLeft === undefined || outputLeft === 0 || inputLeft !== 0) return null;
  return output.toString('latin1', 0, output.length - outputLeft);
}

/** `body` compressed by the kept encoder for its settings, checked on its first body; null when it could not be. */
function fromKeptEncoder(body: Buffer, quality: number, windowBits: number): string | null {
  const kept = encoderFor(quality, windowBits);
  const made = kept ? compressKept(body, kept) : null;
  if (!kept || made === null) return null;
  if (!kept.checked) {
    if (!brotliDecompressSync(Buffer.from(made, 'latin1')).equals(body)) return null;
    kept.checked = true;
  }
  return made;
}

/**
 * `body` compressed with brotli at `quality` and `windowBits` (text mode), as a one-byte string: the bytes
 * `brotliCompressSync` makes with those settings (without its size hint).
 */
export function brotliInThread(body: Buffer, quality: number, windowBits: number): string {
  if (!unusable) {
    try {
      const made = fromKeptEncoder(body, quality, windowBits);
      if (made !== null) return made;
    } catch {
      // A binding whose calls changed throws: the documented call below answers, now and from then on.
    }
    unusable = true;
  }
  return brotliCompressSync(body, optionsOf(quality, windowBits)).toString('latin1');
}

/** Whether bodies are compressed by kept encoders (false once anything was unexpected): for the tests. */
export const keptEncodersInUse = (): boolean => !unusable && encoders.size > 0;
