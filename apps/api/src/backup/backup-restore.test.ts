// A shop backed up and restored into a fresh one: the same orders, the same invoice numbers with the series going on,
// the same photos byte for byte; and the refusals that change nothing. On PGlite in the normal run; on PostgreSQL
// (scripts/test-pg.sh) the restore goes into a second database this file creates, empty.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { systemClock } from '../shared/clock';
import { buildShopToBackUp, shopFacts } from '../testing/backup-shop';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { withDatabase } from '../testing/global-setup';
import '../testing/provided-context';
import { invoicedOrder } from '../testing/tax-documents';
import { backupShop, type BackupSource } from './backup';
import { BackupRefused, MANIFEST_FILE, type Manifest } from './manifest';
import { mediaFilesUnder } from './media-files';
import { restoreShop, type RestoreTarget } from './restore';
import { runSqlOn } from './shop-state';

const serverUrl = inject('testDatabaseUrl');
const restoredName = `vastra_restored_${process.pid}`;
let root: string;
let t: TestApp;
let shop: Awaited<ReturnType<typeof buildShopToBackUp>>;
let folder: string;
let manifest: Manifest;

const sha = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** The restore target: a fresh data directory, or a second, empty PostgreSQL database. */
const targetOf = (dataDir: string): RestoreTarget =>
  serverUrl ? { kind: 'postgres', url: withDatabase(serverUrl, restoredName) } : { kind: 'pglite', dataDir };

function openTarget(target: RestoreTarget, migrationsDir: string): Promise<Database> {
  return target.kind === 'postgres'
    ? openDatabase({ kind: 'postgres', url: target.url, poolSize: 4, migrationsDir })
    : openDatabase({ kind: 'pglite', dataDir: target.dataDir, migrationsDir });
}

async function sourceOf(t: TestApp): Promise<BackupSource> {
  if (t.database.kind === 'pglite') return { kind: 'pglite', database: t.database };
  const [row] = await runSqlOn(t.database)('select current_database() as name');
  return { kind: 'postgres', url: withDatabase(serverUrl, row?.name as string) };
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'vastra-backup-'));
  t = await buildTestApp({ DATA_DIR: path.join(root, 'shop') });
  shop = await buildShopToBackUp(t);
  folder = path.join(root, 'backup');
  manifest = await backupShop({ folder, source: await sourceOf(t), config: t.config, clock: t.clock });
  if (serverUrl) await adminQuery(`create database ${restoredName}`);
}, 120_000);

afterAll(async () => {
  await t.close();
  if (serverUrl) await adminQuery(`drop database if exists ${restoredName} with (force)`);
  await rm(root, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes the database and every media file, each with its size and SHA-256, and the counts', async () => {
    const mediaRoot = path.join(t.config.DATA_DIR, 'media');
    const media = await mediaFilesUnder(mediaRoot);
    expect(media.some((f) => f.startsWith('products/'))).toBe(true);
    expect(media.some((f) => f.startsWith('returns/'))).toBe(true);
    expect(manifest).toMatchObject({
      format: 1,
      database: { kind: t.database.kind },
      media: { storage: 'local', included: true },
      counts: { orders: 4, products: 8, taxDocuments: 3, returns: 1, mediaFiles: media.length },
    });
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    expect(Date.parse(manifest.createdAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    for (const file of media) {
      const entry = manifest.files.find((f) => f.path === `media/${file}`);
      expect(entry?.sha256, file).toBe(await sha(path.join(mediaRoot, file)));
    }
  });

  it('refuses a folder that is not empty', async () => {
    const error = await backupShop({ folder, source: await sourceOf(t), config: t.config, clock: t.clock }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackupRefused);
    expect((error as Error).message).toMatch(/is not empty/);
  });
});

describe('npm run restore', () => {
  it('refuses a damaged backup, and one from a newer migration, before touching the target', async () => {
    const damaged = path.join(root, 'damaged');
    await cp(folder, damaged, { recursive: true });
    const file = path.join(damaged, manifest.database.file);
    const bytes = await readFile(file);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    await writeFile(file, bytes);
    const dataDir = path.join(root, 'untouched');
    const config = testConfig({ DATA_DIR: dataDir });
    await expect(restoreShop({ folder: damaged, target: targetOf(dataDir), config })).rejects.toThrow(
      /The backup is damaged: database\./,
    );

    const newer = path.join(root, 'newer');
    await cp(folder, newer, { recursive: true });
    const later = { ...manifest, migration: { tag: '9999_future', when: manifest.migration.when + 1 } };
    await writeFile(path.join(newer, MANIFEST_FILE), JSON.stringify(later));
    await expect(restoreShop({ folder: newer, target: targetOf(dataDir), config })).rejects.toThrow(
      /newer version of the shop \(migration 9999_future\)/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('brings back the same orders, invoice numbers and photos; the invoice series goes on', async () => {
    const dataDir = path.join(root, 'restored');
    const config = testConfig({ DATA_DIR: dataDir });
    const target = targetOf(dataDir);
    const result = await restoreShop({ folder, target, config });
    expect(result.mismatches).toEqual([]);
    expect(result.counts).toEqual(manifest.counts);

    const before = await shopFacts(t.database.db);
    expect(before.invoices.map((i) => i.sequence)).toEqual([1, 2, 3]);
    const database = await openTarget(target, config.migrationsDir);
    const app = await buildApp(config, { database, clock: systemClock });
    try {
      expect(await shopFacts(database.db)).toEqual(before);
      const next = await invoicedOrder({ database, app }, shop.buyer.userId);
      const after = await shopFacts(database.db);
      const last = before.invoices.at(-1);
      expect(after.invoices.at(-1)).toMatchObject({ sequence: 4, financialYear: last?.financialYear });
      expect(after.invoices.at(-1)?.number).toBe(last?.number.replace(/\d{6}$/, '000004'));
      expect(after.orderIds).toContain(next.orderId);

      const original = await t.app.inject({ url: shop.photoUrl });
      const served = await app.inject({ url: shop.photoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
    } finally {
      await app.close(); // closes the database too
    }
    const from = path.join(t.config.DATA_DIR, 'media');
    const to = path.join(dataDir, 'media');
    const files = await mediaFilesUnder(from);
    expect(await mediaFilesUnder(to)).toEqual(files);
    for (const file of files) expect(await sha(path.join(to, file)), file).toBe(await sha(path.join(from, file)));
  });

  it('refuses a shop that has photos, or orders and products, and changes nothing', async () => {
    const dataDir = path.join(root, 'restored');
    const config = testConfig({ DATA_DIR: dataDir });
    await expect(restoreShop({ folder, target: targetOf(dataDir), config })).rejects.toThrow(/media is not empty/);
    const otherMedia = testConfig({ DATA_DIR: path.join(root, 'no-media') });
    await expect(restoreShop({ folder, target: targetOf(dataDir), config: otherMedia })).rejects.toThrow(
      /already holds a shop \(5 orders, 10 products\)/,
    );
  });
});
