// What a backup folder holds and how it is checked (docs/decisions/119-backups.md): `manifest.json`, written last,
// names every other file with its size and SHA-256, so a half-written or damaged backup is refused before a restore
// changes anything.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
/** Raised when the layout of a backup folder changes; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1;
/** The database inside the folder: PGlite's data directory as a gzipped tar, or pg_dump's custom format. */
export const DATABASE_FILE = { pglite: 'database.pglite.tar.gz', postgres: 'database.pgdump' } as const;
/** The media files, under their keys (`products/…`, `returns/…`), as `${DATA_DIR}/media` holds them. */
export const MEDIA_FOLDER = 'media';

const count = z.number().int().min(0);
const ShopCountsSchema = z.object({
  orders: count,
  products: count,
  taxDocuments: count,
  returns: count,
  mediaFiles: count,
});
export type ShopCounts = z.infer<typeof ShopCountsSchema>;

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  /** The newest migration applied to the database: its tag and the `when` drizzle records for it. */
  migration: z.object({ tag: z.string().nullable(), when: z.number().int() }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), file: z.string(), method: z.string() }),
  /** `local`: the files are in the folder; `s3`: the bucket keeps them (its own versioning), none are copied. */
  media: z.object({ storage: z.enum(['local', 's3']), included: z.boolean() }),
  counts: ShopCountsSchema,
  files: z.array(z.object({ path: z.string(), bytes: count, sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestFile = Manifest['files'][number];

/** A backup that cannot be restored as it is: the message says why, and nothing has been changed. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The manifest entry of `relative` (slash-separated) inside `folder`. */
export async function describeFile(folder: string, relative: string): Promise<ManifestFile> {
  const file = path.join(folder, ...relative.split('/'));
  return { path: relative, bytes: (await stat(file)).size, sha256: await sha256Of(file) };
}

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Reads the manifest and checks every file it names against its size and SHA-256, and that nothing escapes the
 * folder; throws BackupRefused naming the first problem.
 */
export async function readVerifiedManifest(folder: string): Promise<Manifest> {
  let raw: string;
  try {
    raw = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupRefused(`${folder} has no ${MANIFEST_FILE}: it is not a backup, or its writing did not finish.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BackupRefused(`${MANIFEST_FILE} in ${folder} is not valid JSON: the backup is damaged.`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) {
    throw new BackupRefused(`This backup has format ${String(format)}; this version reads format ${BACKUP_FORMAT}.`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupRefused(`${MANIFEST_FILE} in ${folder} is damaged: ${parsed.error.message}`);
  const manifest = parsed.data;
  if (!manifest.files.some((f) => f.path === manifest.database.file)) {
    throw new BackupRefused(`${MANIFEST_FILE} does not list the database file ${manifest.database.file}.`);
  }
  for (const entry of manifest.files) {
    const parts = entry.path.split('/');
    if (parts.some((p) => p === '' || p === '.' || p === '..')) {
      throw new BackupRefused(`${MANIFEST_FILE} names a file outside the backup: ${entry.path}`);
    }
    const actual = await describeFile(folder, entry.path).catch(() => null);
    if (!actual) throw new BackupRefused(`The backup is incomplete: ${entry.path} is missing.`);
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256) {
      throw new BackupRefused(
        `The backup is damaged: ${entry.path} is ${actual.bytes} bytes with SHA-256 ${actual.sha256}, ` +
          `the manifest says ${entry.bytes} bytes with ${entry.sha256}.`,
      );
    }
  }
  return manifest;
}
