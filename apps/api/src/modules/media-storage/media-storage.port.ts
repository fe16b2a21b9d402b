import type { Readable } from 'node:stream';

/** One stored file, ready to send. */
export interface StoredMedia {
  /** The bytes: a Buffer or a stream (an adapter picks what its backend gives cheaply). */
  body: Buffer | Readable;
  contentType: string;
  size: number;
  /** A strong validator for the bytes, when the backend has one (else the route derives one from key and size). */
  etag?: string;
}

/**
 * Where uploaded media (product photos and their derivatives, shoppers' return photos) are kept. Keys are relative
 * paths made by the app itself (`products/{imageId}-{W}x{H}/{w}.webp`), never from a client's file name; a key's bytes
 * never change once written, which is what lets /media answer with a year-long immutable cache.
 */
export interface MediaStorage {
  /** Writes `bytes` under `key` whole or not at all (a reader never sees half a file). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none (or the key is malformed). */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes every file under `folder` (a photo's derivatives); nothing there is not an error. */
  removeFolder(folder: string): Promise<void>;
  /** Removes the file under `key` (a shopper's return photo); nothing there is not an error. */
  remove(key: string): Promise<void>;
  /** Resolves when the storage can be written now (GET /api/ready), rejects with the reason when it cannot. */
  check(): Promise<void>;
}

// Lower-case letters, digits, '-', '.', 'x' included; segments separated by '/'. No segment may be empty
// or start with a dot, so '..', '.', hidden files, absolute paths and backslashes are all impossible.
const SEGMENT = /^[a-z0-9-][a-z0-9.-]{0,127}$/;
const MAX_KEY = 512;

/** True for a key the storage accepts: relative, made of safe segments, at most `MAX_KEY` characters. */
export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Throws on a key the storage refuses: a programming error, since the app makes every key itself. */
export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Refused media key ${JSON.stringify(key.slice(0, 80))}`);
}

/** The content type of a stored file, by its extension; null for anything /media does not serve. */
export function mediaTypeOf(key: string): string | null {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? null : (MEDIA_TYPES[key.slice(dot + 1)] ?? null);
}

const MEDIA_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};
