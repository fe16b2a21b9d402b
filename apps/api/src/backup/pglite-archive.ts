// A PGlite database as one file: PGlite's own tar of its data directory (dumpDataDir), which restores everything
// PostgreSQL keeps — sequences, the invoice series' rows, indexes, extensions — exactly. DATA_DIR is PGlite's data
// directory and also holds the media folder and the lock file (db/data-dir-lock.ts): those entries are dropped from
// the tar, the media being copied as files of their own and the lock belonging to the process that wrote it.
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Database } from '../db/client';
import { LOCK_FILE_NAME } from '../db/data-dir-lock';

const BLOCK = 512;

const field = (header: Buffer, start: number, end: number) =>
  header
    .subarray(start, end)
    .toString('utf8')
    .replace(/\0[\s\S]*$/, '');

/** Whether a tar entry (named `/base/1/…`, `/media/…`) belongs to the database rather than to the shop around it. */
function isDatabaseEntry(name: string): boolean {
  const top = name.replace(/^\.?\/+/, '').split('/')[0] ?? '';
  return top !== 'media' && top !== LOCK_FILE_NAME && !top.startsWith(`${LOCK_FILE_NAME}.`);
}

/** The ustar archive `tar` without the entries `keep` refuses (a header block, then its data in 512-byte blocks). */
export function filterTar(tar: Buffer, keep: (name: string) => boolean): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const prefix = field(header, 345, 500);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = parseInt(field(header, 124, 136).trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (keep(name)) parts.push(tar.subarray(offset, end));
    offset = end;
  }
  parts.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(parts);
}

/** The open PGlite database's data directory, without media and lock, as a gzipped tar. */
export async function pgliteArchive(database: Database): Promise<Buffer> {
  if (!database.dump) throw new Error('Only a PGlite database can be archived this way.');
  const tar = Buffer.from(await (await database.dump()).arrayBuffer());
  return gzipSync(filterTar(tar, isDatabaseEntry), { level: 6 });
}

/** The archive as PGlite's `loadDataDir` takes it. */
export function pgliteDataDirOf(archive: Buffer): Blob {
  return new Blob([new Uint8Array(gunzipSync(archive))], { type: 'application/x-tar' });
}
