// `NODE_ENV=production node dist/server.mjs` as an operator runs it: a separate process that refuses to start
// with one message listing every missing variable, refuses a database that still has the development demo owner
// (naming the command that removes it), and with only the documented variables set starts, says who can sign in, and
// leaves the shop without the seed catalogue.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig, testConfig } from './config';
import { openDatabase } from './db/client';
import { products } from './db/schema';
import { ensureDemoOwner, removeDemoOwner } from './modules/staff';
import { manualClock } from './shared/clock';
import { builtWebApp } from './testing/spa-fixture';
import { PRODUCTION_ENV } from './testing/production-env';
import './testing/provided-context';
import { bundleEntry } from './testing/bundle-entry';

const API_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SERVER = path.join(API_DIR, 'dist', `server.test-${process.pid}.mjs`);
const TIMEOUT = 180_000;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-production-start-'));
const dataDir = path.join(root, 'data');
let web: Awaited<ReturnType<typeof builtWebApp>>;
const children = new Set<ReturnType<typeof spawn>>();

/** Runs the server until it exits, or until its banner is out (then stops it with SIGTERM). */
async function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER], {
    cwd: API_DIR,
    // Nothing from this shell but PATH and HOME: only what the operator sets.
    // eslint-disable-next-line no-restricted-properties
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
  });
  children.add(child);
  let out = '';
  let err = '';
  const exited = once(child, 'exit') as Promise<[number | null]>;
  const started = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('  back office ')) resolve();
    });
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const first = await Promise.race([exited.then(() => 'exited' as const), started.then(() => 'started' as const)]);
  if (first === 'started') child.kill('SIGTERM');
  const [code] = await exited;
  children.delete(child);
  return { first, code, out, err: err.trim() };
}

/** The documented production variables, on this test's embedded database and stand-in web build. */
const production = () => ({
  ...PRODUCTION_ENV,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: web.dir,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
});

beforeAll(async () => {
  web = await builtWebApp();
  await bundleEntry('src/server.ts', SERVER);
}, TIMEOUT);
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(SERVER, { force: true });
  fs.rmSync(root, { recursive: true, force: true });
  await web.dispose();
});

// The embedded database only: the PostgreSQL variant of the same checks runs through the owner account tests.
describe.skipIf(Boolean(inject('testDatabaseUrl')))('a production start', { timeout: TIMEOUT }, () => {
  it('with nothing set exits 1 with the one message listing every variable to set, and no stack trace', async () => {
    let expected = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      expected = error instanceof Error ? error.message : '';
    }
    expect(expected).toContain('PAYOUT_SEAL_KEY');
    const res = await start({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect([res.first, res.code, res.out]).toEqual(['exited', 1, '']);
    expect(res.err).toBe(expected);
  });

  it(
    'refuses a database a development start gave the demo owner, naming the command that removes it; ' +
      'without it, starts with the documented variables and says no owner can sign in yet',
    async () => {
      const { migrationsDir } = testConfig();
      const database = await openDatabase({ kind: 'pglite', dataDir, migrationsDir });
      await database.migrate();
      const development = { isProduction: false, DATA_DIR: dataDir, DEMO_OWNER_PASSWORD: undefined };
      await ensureDemoOwner(development, database.db, manualClock());
      await database.close();

      const refused = await start(production());
      expect([refused.first, refused.code, refused.out]).toEqual(['exited', 1, '']);
      expect(refused.err).toBe(
        'The demo owner +919000000001, made by a development start on this database, is still an owner: anyone who ' +
          'saw its password in a development log could sign in to /admin. A production server does not start ' +
          'while it exists. Remove it with: npm run owner:remove-demo (stop any server on this database first), ' +
          'then start again.',
      );

      const again = await openDatabase({ kind: 'pglite', dataDir, migrationsDir });
      expect(await removeDemoOwner(again.db)).toEqual({ removed: true });
      await again.close();

      const started = await start(production());
      expect([started.first, started.code, started.err]).toEqual(['started', 0, '']);
      expect(started.out).toContain(
        '  providers       phone local codes sent by msg91; payments razorpay; payouts manual; shipping shiprocket\n',
      );
      const backOffice = started.out.split('\n').find((line) => line.startsWith('  back office '));
      expect(backOffice).toMatch(/^ {2}back office {5}http:\/\/127\.0\.0\.1:\d+\/admin \(no owner yet, /);
      expect(backOffice).toContain(
        '(no owner yet, so nobody can sign in: create the first with npm run owner:create -- --phone +91XXXXXXXXXX',
      );
      // No made-up product a shopper could pay for (docs/decisions/160-production-starts-without-the-seed.md).
      const after = await openDatabase({ kind: 'pglite', dataDir, migrationsDir });
      expect(await after.db.select({ id: products.id }).from(products)).toEqual([]);
      await after.close();
    },
  );
});
