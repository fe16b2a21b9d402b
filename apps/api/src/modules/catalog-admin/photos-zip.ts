import {
  BACK_OFFICE_MESSAGES as M,
  PRODUCT_CSV_PHOTOS_MAX_ENTRIES,
  PRODUCT_CSV_PHOTOS_MAX_UNZIPPED_BYTES,
} from '@vastra/domain/back-office';
import { inflateRawSync } from 'node:zlib';

/** A photo read from the ZIP: its file name as written, and its bytes. */
export interface ZipPhoto {
  name: string;
  bytes: Buffer;
}

/** Why a ZIP is refused whole (the message says what to do). */
export class PhotosZipRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotosZipRefusal';
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const UNIX = 3;
const S_IFMT = 0xf000;
const S_IFLNK = 0xa000;

/** Files a Mac or Windows adds to a ZIP by itself: never photos, read past. */
const isSystemFile = (path: string) =>
  path.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(path) || /(^|\/)\._/.test(path);

const broken = () => new PhotosZipRefusal(M.productCsvPhotosBroken);

/**
 * The photos of a ZIP, by lower-cased file name (docs/decisions/095-catalogue-csv.md). Its central directory is read
 * first and the ZIP refused whole before anything is inflated for: a password, a link, a path with `..`, `\`, a
 * leading `/` or a drive letter, a photo in a sub-folder deeper than one, two photos of one name, more than
 * PRODUCT_CSV_PHOTOS_MAX_ENTRIES entries or more than PRODUCT_CSV_PHOTOS_MAX_UNZIPPED_BYTES declared once inflated.
 * Inflating is then bounded by each entry's declared size (a larger actual size is a zip bomb: refused), and a
 * shorter one is a broken ZIP. Whether each is a photo is checked by its content in the image pipeline.
 */
export function readPhotosZip(zip: Buffer): Map<string, ZipPhoto> {
  const u16 = (at: number) => zip.readUInt16LE(at);
  const u32 = (at: number) => zip.readUInt32LE(at);
  if (zip.length < 22) throw broken();
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (u32(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw broken();
  const count = u16(end + 10);
  const directoryAt = u32(end + 16);
  if (count > PRODUCT_CSV_PHOTOS_MAX_ENTRIES) throw new PhotosZipRefusal(M.productCsvPhotosTooMany);
  if (directoryAt >= zip.length) throw broken();

  const entries: { path: string; method: number; compressed: number; size: number; local: number }[] = [];
  let declared = 0;
  let at = directoryAt;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || u32(at) !== CENTRAL) throw broken();
    const madeBy = u16(at + 4) >> 8;
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressed = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    const external = u32(at + 38);
    const local = u32(at + 42);
    if (next > zip.length) throw broken();
    const path = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at = next;
    if ((flags & 0x1) !== 0 || (flags & 0x40) !== 0) throw new PhotosZipRefusal(M.productCsvPhotosEncrypted);
    if (
      path.includes('\\') ||
      path.startsWith('/') ||
      /^[a-z]:/i.test(path) ||
      path.split('/').some((part) => part === '..') ||
      path.includes('\0')
    ) {
      throw new PhotosZipRefusal(M.productCsvPhotosUnsafePath(path));
    }
    if (madeBy === UNIX && ((external >>> 16) & S_IFMT) === S_IFLNK) {
      throw new PhotosZipRefusal(M.productCsvPhotosSymlink(path));
    }
    if (path.endsWith('/') || isSystemFile(path)) continue;
    if (path.split('/').length > 2) throw new PhotosZipRefusal(M.productCsvPhotosTooDeep(path));
    if (method !== STORED && method !== DEFLATED) throw broken();
    declared += size;
    if (declared > PRODUCT_CSV_PHOTOS_MAX_UNZIPPED_BYTES) throw new PhotosZipRefusal(M.productCsvPhotosTooBig);
    entries.push({ path, method, compressed, size, local });
  }

  const photos = new Map<string, ZipPhoto>();
  for (const entry of entries) {
    const name = entry.path.split('/').at(-1) ?? entry.path;
    const key = name.toLowerCase();
    if (photos.has(key)) throw new PhotosZipRefusal(M.productCsvPhotosTwice(name));
    if (entry.local + 30 > zip.length || u32(entry.local) !== LOCAL) throw broken();
    const start = entry.local + 30 + u16(entry.local + 26) + u16(entry.local + 28);
    if (start + entry.compressed > zip.length) throw broken();
    const data = zip.subarray(start, start + entry.compressed);
    let bytes: Buffer;
    if (entry.method === STORED) {
      if (entry.compressed !== entry.size) throw broken();
      bytes = Buffer.from(data);
    } else {
      try {
        // One byte more than declared: an entry that inflates past its declared size is refused, not truncated.
        bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size + 1) });
      } catch (error) {
        if (error instanceof RangeError) throw new PhotosZipRefusal(M.productCsvPhotosTooBig);
        throw broken();
      }
      if (bytes.length > entry.size) throw new PhotosZipRefusal(M.productCsvPhotosTooBig);
      if (bytes.length !== entry.size) throw broken();
    }
    photos.set(key, { name, bytes });
  }
  return photos;
}
