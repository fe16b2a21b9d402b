// Real API server processes (the production bundle, apps/api/dist/server.mjs) for the reliability
// suite: started, waited for, killed with SIGKILL or stopped with SIGTERM, and never left behind.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/server.mjs');
/** Keeps the newest output of a process for failure messages (a bounded buffer). */
const OUTPUT_LIMIT = 400_000;

/** The demo owner's password the suite's servers get (a development server otherwise picks a random one). */
export const DEMO_OWNER_PASSWORD = 'Reliability-owner-2026';

/**
 * The environment every server of the suite gets: development mode (dev endpoints on: SMS outbox,
 * sandbox gateway, simulator controls; they answer only 127.0.0.1, so dev calls send no address),
 * quiet logs, the seed catalogue, client addresses taken from X-Forwarded-For as one proxy would
 * send it (so a test can be many shoppers or one), the simulator moved only on demand and no resend
 * gap (the per-phone budgets still apply). Nothing is inherited from the shell but PATH/HOME.
 */
export function serverEnv(overrides: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_CATALOG: 'true',
    TRUST_PROXY: '1',
    SHIPPING_SIM_MINUTES_PER_STEP: '0',
    OTP_RESEND_GAP_SECONDS: '0',
    // The suite places many cash-on-delivery orders as one shopper to one phone on purpose: COD limits lifted.
    COD_ORDERS_PER_SHOPPER_HOUR: '1000000',
    COD_ORDERS_PER_PHONE_HOUR: '1000000',
    COD_OPEN_ORDERS_PER_SHOPPER: '1000000',
    COD_OPEN_ORDERS_PER_PHONE: '1000000',
    ORDER_SMS_PER_PHONE_DAY: '1000000',
    DEMO_OWNER_PASSWORD,
    ...overrides,
  };
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  /** Resolves when the process has ended. */
  exited: Promise<ServerExit>;
  /** Everything the process printed so far (newest OUTPUT_LIMIT characters). */
  output(): string;
  /** Resolves once `predicate` holds for the output, or rejects after `timeoutMs`. */
  waitForOutput(predicate: (output: string) => boolean, timeoutMs: number): Promise<void>;
  /** kill -9: no chance to finish anything. */
  crash(): Promise<ServerExit>;
  /** SIGTERM, then SIGKILL if it has not exited within `timeoutMs`. */
  terminate(timeoutMs?: number): Promise<ServerExit>;
}

const running = new Set<ChildProcess>();
// A failing test must not leave servers listening on the suite's ports.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts `node apps/api/dist/server.mjs` with `env` and waits until GET /api/ready answers 200. An embedded
 * database's DATA_DIR that does not exist yet starts as a copy of the suite's migrated and seeded one
 * (support/pglite-template.ts).
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
): Promise<RunningServer> {
  if (env.DATA_DIR && !env.DATABASE_URL && !existsSync(env.DATA_DIR)) {
    await cp(inject('pgliteTemplate'), env.DATA_DIR, { recursive: true });
  }
  const server = spawnServer(name, env);
  await waitReady(server, readyTimeoutMs);
  return server;
}

/**
 * Starts `node apps/api/dist/server.mjs` with `env`, without waiting for anything (e.g. for a start that must fail).
 */
export function spawnServer(name: string, env: Record<string, string>): RunningServer {
  const port = env.PORT;
  if (!port) throw new Error('startServer needs PORT in env');
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<ServerExit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    name,
    url,
    pid: child.pid ?? -1,
    exited,
    output: () => output,
    async waitForOutput(predicate, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(output)) {
        if (Date.now() > deadline) throw new Error(`${name}: expected output did not appear in ${timeoutMs} ms`);
        await sleep(10);
      }
    },
    async crash() {
      child.kill('SIGKILL');
      return exited;
    },
    async terminate(timeoutMs = 20_000) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  return server;
}

/** Resolves once GET /api/ready answers 200; throws if the process exits first or is not ready in time. */
export async function waitReady(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${server.name} exited before it was ready:\n${server.output().slice(-4000)}`);
    try {
      const res = await fetch(`${server.url}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      await res.arrayBuffer();
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.crash();
  throw new Error(`${server.name} was not ready within ${timeoutMs} ms:\n${server.output().slice(-4000)}`);
}
