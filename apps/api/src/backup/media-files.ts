import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The files under `root` as slash-separated paths relative to it, sorted; none when `root` is missing. A `.tmp` file
 * is a photo half-written when a process died (the local adapter renames finished files into place): not media.
 */
export async function mediaFilesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Copies each of `files` (relative, slash-separated) from `from` to the same place under `to`, four at a time. */
export async function copyFiles(files: readonly string[], from: string, to: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const relative = files[next++] ?? '';
      const target = path.join(to, ...relative.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(from, ...relative.split('/')), target);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}
