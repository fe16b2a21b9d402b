import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey, mediaTypeOf } from './media-storage.port';
import type { S3MediaStorage } from './s3.adapter';

export interface CopyCounts {
  /** Files written to the bucket this time. */
  copied: number;
  /** Files the bucket already holds with the same size (an earlier run's). */
  skipped: number;
  /** Files that could not be read or written (each reported through `onFailure`). */
  failed: number;
  /** Files that are not media (a half-written `.tmp` left by a crash, anything /media would not serve). */
  ignored: number;
}

/**
 * Copies every media file under `root` (`${DATA_DIR}/media`) to the bucket under the same key and with its type
 * (`npm run media:to-s3`). A file the bucket already holds with the same size is skipped, so a second run after a
 * failure copies only what is missing; keys never change their bytes (media-storage.port.ts), so the same size is
 * the same file. Nothing local is changed or removed. A missing `root` is nothing to copy.
 */
export async function copyMediaToBucket(
  root: string,
  bucket: Pick<S3MediaStorage, 'put' | 'sizeOf'>,
  {
    concurrency = 4,
    onFailure = () => undefined,
  }: { concurrency?: number; onFailure?: (key: string, error: unknown) => void } = {},
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: 0, ignored: 0 };
  const keys: string[] = [];
  for (const file of await filesUnder(root)) {
    const key = file.split(path.sep).join('/');
    if (isMediaKey(key) && mediaTypeOf(key) !== null) keys.push(key);
    else counts.ignored += 1;
  }

  async function copy(key: string): Promise<void> {
    try {
      const bytes = await readFile(path.join(root, ...key.split('/')));
      if ((await bucket.sizeOf(key)) === bytes.length) {
        counts.skipped += 1;
        return;
      }
      await bucket.put(key, bytes, mediaTypeOf(key) ?? 'application/octet-stream');
      counts.copied += 1;
    } catch (error) {
      counts.failed += 1;
      onFailure(key, error);
    }
  }

  let next = 0;
  const worker = async () => {
    while (next < keys.length) await copy(keys[next++] ?? '');
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return counts;
}

/** The relative paths of the regular files under `root`, sorted; none when it does not exist. */
async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'ENOENT') return [];
    throw error;
  }
}
