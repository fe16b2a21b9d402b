// One process per embedded database: a second server on the same DATA_DIR refuses to start (before,
// both ran, each saw only its own orders, and the orders one of them answered 201 were lost when both
// stopped); a server killed with kill -9 does not block the next start; a clean stop frees the directory.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEnv, spawnServer, startServer, waitReady, type RunningServer } from './support/api-server';
import { get } from './support/http';
import { newKey, placeCod, signUp, variants } from './support/shop';

const PORT_BASE = Number(process.env.RELIABILITY_PORT_BASE ?? 3500);
/** A fresh PGlite start (initdb, migrations, seed) takes 5 s on a quiet machine and over a minute on a busy one. */
const READY_CAP_MS = 180_000;
const TEST_CAP_MS = 400_000;

describe('one server process per embedded data directory', { timeout: TEST_CAP_MS }, () => {
  const dataDir = `/tmp/vastra-rel-lock-${process.pid}-${randomBytes(3).toString('hex')}`;
  const lockFile = path.join(dataDir, 'vastra.lock');
  const env = (port: number) => serverEnv({ PORT: String(PORT_BASE + port), DATA_DIR: dataDir });
  const servers: RunningServer[] = [];
  let first: RunningServer;

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.terminate()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses a second server on the same DATA_DIR: it exits 1 naming the ' +
      'directory and the PID, the first serves on',
    async () => {
      first = await startServer('api-pglite-first', env(31), READY_CAP_MS);
      servers.push(first);

      const second = spawnServer('api-pglite-second', env(32));
      servers.push(second);
      // Either it exits, or (before the fix) it became ready on its own port.
      const outcome = await Promise.race([
        second.exited,
        waitReady(second, READY_CAP_MS).then(() => 'started and ready' as const),
      ]);
      expect(outcome, second.output().slice(-2000)).toEqual({ code: 1, signal: null });
      expect(second.output()).toContain(
        `The data directory ${dataDir} is in use by another process (PID ` +
          `${first.pid}): only one process may open an embedded (PGlite) database.`,
      );
      expect(second.output()).not.toContain('    at '); // a message, not a stack trace
      expect((await get(first.url, '/api/ready')).status).toBe(200);
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.pid });
    },
  );

  it(
    'starts on the data directory of a server killed with kill -9, with the ' +
      'orders it had answered 201; a clean stop frees it',
    async () => {
      const shopper = await signUp(first.url);
      const [variant] = (await variants(first.url)).filter((v) => v.stock > 0);
      if (!variant) throw new Error('the seed catalogue has nothing in stock');
      const line = { productId: variant.productId, size: variant.size, quantity: 1 };
      const placed = await placeCod(first.url, shopper, [line], newKey());
      expect(placed.status).toBe(201);

      expect(await first.crash()).toEqual({ code: null, signal: 'SIGKILL' });
      const left = readFileSync(lockFile, 'utf8'); // left behind by the killed server

      const next = await startServer('api-pglite-after-kill', env(33), READY_CAP_MS);
      servers.push(next);
      const mine = await get<{ _id: string }[]>(next.url, '/api/orders/my', { token: shopper.token });
      expect(mine.json.map((o) => o._id)).toEqual([placed.json.orderId]);
      expect(JSON.parse(left)).toMatchObject({ pid: first.pid });
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: next.pid });

      expect(await next.terminate(30_000)).toEqual({ code: 0, signal: null });
      expect(existsSync(lockFile)).toBe(false);
    },
  );
});
