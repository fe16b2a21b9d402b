// `npm run owner:create` as a user runs it: a separate process on a data directory (PGlite) or on
// PostgreSQL (DATABASE_URL), migrating first, refusing weak input, and refusing a directory the server holds.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { testConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { auditLog, staff } from './db/schema';
import { ensureDemoOwner } from './modules/staff';
import { systemClock } from './shared/clock';
import { passwordMatches } from './shared/passwords';
import { withDatabase } from './testing/global-setup';
import './testing/provided-context';
import { bundleEntry } from './testing/bundle-entry';

const API_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const serverUrl = inject('testDatabaseUrl');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-owner-'));
const dataDir = path.join(root, 'data');
const pgName = `vastra_owner_${process.pid}`;
const target: Record<string, string> = serverUrl
  ? { DATABASE_URL: withDatabase(serverUrl, pgName) }
  : { DATA_DIR: dataDir };

/**
 * The command bundled once, beside the server's bundle in dist/ (so it finds node_modules and the migrations):
 * the same source `npm run owner:create` runs through tsx, without tsx's start-up on every call.
 */
const CLI = path.join(API_DIR, 'dist', `owner-cli.test-${process.pid}.mjs`);
const TIMEOUT = 180_000;
const children = new Set<ReturnType<typeof spawn>>();

/** Runs the command in its own process and answers its exit code and output. */
async function ownerCreate(args: string[], env: Record<string, string> = target) {
  // The child gets this environment without the database settings, then its own.
  // eslint-disable-next-line no-restricted-properties
  const { DATABASE_URL: _url, DATA_DIR: _dir, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: API_DIR,
    env: { ...inherited, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env },
  });
  children.add(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  children.delete(child);
  return { code, out: out.trim(), err: err.trim() };
}

async function openTarget(): Promise<Database> {
  const { migrationsDir } = testConfig();
  return serverUrl
    ? openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, pgName), poolSize: 2, migrationsDir })
    : openDatabase({ kind: 'pglite', dataDir, migrationsDir });
}

async function staffRow(phone: string) {
  const database = await openTarget();
  try {
    const [row] = await database.db.select().from(staff).where(eq(staff.phone, phone));
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, row?.id ?? ''));
    return { row, audit };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  await bundleEntry('src/owner-cli.ts', CLI);
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // An empty database: the command must migrate it itself.
  await admin.query(`drop database if exists ${pgName} with (force)`);
  await admin.query(`create database ${pgName}`);
  await admin.end();
}, TIMEOUT);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(CLI, { force: true });
  fs.rmSync(root, { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${pgName} with (force)`);
  await admin.end();
});

describe('npm run owner:create', { timeout: TIMEOUT }, () => {
  it('migrates an empty database and creates an owner who can sign in with the password', async () => {
    const res = await ownerCreate([
      '--phone',
      '+91 98765 43210',
      '--name',
      'Shanti Owner',
      '--password',
      'Kurta-shop-2026',
    ]);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Created the owner Shanti Owner \(\+919876543210\) in (PGlite in .+|PostgreSQL)\. /);
    expect(res.out).toMatch(/ Sign in at \/admin with this phone and password; a code is then sent to the phone\.$/);
    const { row, audit } = await staffRow('+919876543210');
    expect(row).toMatchObject({ fullName: 'Shanti Owner', role: 'owner' });
    expect(await passwordMatches(row?.passwordHash ?? undefined, 'Kurta-shop-2026')).toBe(true);
    expect(audit).toEqual([expect.objectContaining({ action: 'staff.owner_create', staffId: null })]);
  });

  it('makes an existing member an owner with the new password, and says so', async () => {
    const res = await ownerCreate(['--phone', '9876543210', '--name', 'Shanti Devi', '--password', 'New-secret-2027']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^\+919876543210 was already on the staff \(role owner\): now an owner named Shanti Devi /);
    expect(res.out).toMatch(/ with the new password, in .+\. Sessions ended: 0\.$/);
    const { row } = await staffRow('+919876543210');
    expect(await passwordMatches(row?.passwordHash ?? undefined, 'New-secret-2027')).toBe(true);
  });

  it('refuses a weak password, a malformed phone and a missing name (exit 1), writing nothing', async () => {
    const cases: [string[], string][] = [
      [['--phone', '9876500000', '--name', 'A B', '--password', 'short'], M.weakPassword],
      [['--phone', '9876500000', '--name', 'A B', '--password', 'Password123'], M.commonPassword],
      [['--phone', '12345', '--name', 'A B', '--password', 'Kurta-shop-2026'], 'Give a valid Indian mobile number'],
      [['--phone', '9876500000', '--password', 'Kurta-shop-2026'], 'Give the owner’s full name with --name.'],
      [['--phone', '9876500000', '--name', 'A B', '--pasword', 'x'], "Unknown option '--pasword'"],
    ];
    for (const [args, message] of cases) {
      const res = await ownerCreate(args);
      expect([res.code, res.out], args.join(' ')).toEqual([1, '']);
      expect(res.err).toContain(message);
      expect(res.err).toContain('Usage: npm run owner:create -- --phone');
    }
    expect((await staffRow('+919876500000')).row).toBeUndefined();
  });

  it('--remove-demo (npm run owner:remove-demo) removes the demo owner a development start made', async () => {
    const database = await openTarget();
    try {
      const development = { isProduction: false, DATA_DIR: path.join(root, 'demo'), DEMO_OWNER_PASSWORD: undefined };
      await database.migrate();
      await ensureDemoOwner(development, database.db, systemClock);
    } finally {
      await database.close();
    }
    expect((await staffRow('+919000000001')).row).toMatchObject({ role: 'owner' });
    const res = await ownerCreate(['--remove-demo']);
    expect([res.code, res.err]).toEqual([0, '']);
    expect(res.out).toMatch(
      /^Removed the demo owner \+919000000001 from (PGlite in .+|PostgreSQL)\. A production server can start on it\.$/,
    );
    const { row, audit } = await staffRow('+919000000001');
    expect(row).toBeUndefined();
    expect(audit).toEqual([]);
    const again = await ownerCreate(['--remove-demo']);
    expect([again.code, again.err]).toEqual([0, '']);
    expect(again.out).toMatch(/^There is no demo owner in (PGlite in .+|PostgreSQL): nothing to remove\.$/);
    const mixed = await ownerCreate(['--remove-demo', '--phone', '9876543210']);
    expect([mixed.code, mixed.out]).toEqual([1, '']);
    expect(mixed.err).toContain('--remove-demo takes no other option.');
  });

  it.skipIf(Boolean(serverUrl))('says so and exits 1 when the server holds the PGlite data directory', async () => {
    const lock = await lockDataDir(dataDir);
    try {
      const res = await ownerCreate(['--phone', '9876543211', '--name', 'Late Owner', '--password', 'Kurta-shop-2026']);
      expect(res.code).toBe(1);
      expect(res.err).toContain('owner:create cannot open the database while the server runs on it.');
      expect(res.err).toContain(`The data directory ${dataDir} is in use by another process (PID ${process.pid})`);
    } finally {
      lock.release();
    }
  });
});
