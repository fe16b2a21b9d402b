import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, isMediaKey, mediaTypeOf, type MediaStorage, type StoredMedia } from './media-storage.port';

/**
 * Media on this machine's disk under `root` (`${DATA_DIR}/media`): right for one server, or several
 * sharing one volume. Each write goes to a temporary file in the same folder and is renamed into
 * place, so a crash or a concurrent reader never meets a half-written file. Nothing is created until
 * the first write.
 */
export function createLocalDiskStorage(root: string): MediaStorage {
  const base = path.resolve(root);

  /** The absolute path of a key, checked to stay inside the root (the key rules make escaping impossible). */
  function fileOf(key: string): string {
    assertMediaKey(key);
    const file = path.resolve(base, ...key.split('/'));
    if (!file.startsWith(base + path.sep)) throw new Error('Media key escapes the storage root');
    return file;
  }

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredMedia | null> {
      const contentType = mediaTypeOf(key);
      if (!isMediaKey(key) || contentType === null) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        // Derivatives are small (tens of KB), so one read beats holding a file handle open for a stream.
        const body = await readFile(file);
        return {
          body,
          contentType,
          size: body.length,
          etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async removeFolder(folder) {
      await rm(fileOf(folder), { recursive: true, force: true });
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
