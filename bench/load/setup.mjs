// The load bench's world: its own PostgreSQL server (scripts/pg-server.sh), a fresh database, ONE
// API process (the production bundle) on it, and shoppers signed up through the real OTP flow.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fetchSend, signUp } from '../../tests/support/sign-up.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts (or reuses) the bench's PostgreSQL server on `port`; returns its admin URL and a stop(). */
export function startPostgres(port) {
  // A data directory of its own: another suite's `pg-server.sh stop` on the same port cannot stop it.
  const env = { ...process.env, PGPORT: String(port), PGDATA_DIR: `/tmp/vastra-load-pg-${port}` };
  const url = execFileSync('bash', [path.join(ROOT, 'scripts/pg-server.sh'), 'start'], {
    env,
    encoding: 'utf8',
  }).trim();
  return {
    url,
    stop: () => execFileSync('bash', [path.join(ROOT, 'scripts/pg-server.sh'), 'stop'], { env, stdio: 'ignore' }),
  };
}

/** A fresh database on the server, with a small pool to read it and drop(). */
export async function createDatabase(adminUrl) {
  const name = `vastra_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: u.toString(), max: 2 });
  return {
    url: u.toString(),
    query: async (text, params = []) => (await pool.query(text, params)).rows,
    async drop() {
      await pool.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** `node apps/api/dist/server.mjs` on `port`, ready when GET /api/ready answers 200. */
export async function startApi({ port, databaseUrl, env = {} }) {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/server.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SEED_CATALOG: 'true',
      SHIPPING_SIM_MINUTES_PER_STEP: '0',
      // Each simulated shopper has its own client address (X-Forwarded-For, as from one proxy): the per-address
      // limits stay the shop's defaults, except card orders, which a busy shopper may exceed.
      TRUST_PROXY: '1',
      OTP_RESEND_GAP_SECONDS: '0',
      PAYMENT_ORDERS_PER_IP_10_MIN: '1000',
      // Every simulated shopper orders to the same delivery phone (tests/support/sign-up.mjs CUSTOMER), again and
      // again: the COD and order-text limits are lifted so the load measures the shop, not the abuse limits.
      COD_ORDERS_PER_SHOPPER_HOUR: '1000000',
      COD_ORDERS_PER_PHONE_HOUR: '1000000',
      COD_OPEN_ORDERS_PER_SHOPPER: '1000000',
      COD_OPEN_ORDERS_PER_PHONE: '1000000',
      ORDER_SMS_PER_PHONE_DAY: '1000000',
      ...env,
    },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString('utf8')).slice(-200_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited before it was ready:\n${output.slice(-3000)}`);
    const ok = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API was not ready in 60 s:\n${output.slice(-3000)}`);
    }
    await sleep(150);
  }
  return {
    base,
    output: () => output,
    kill: () => child.kill('SIGKILL'),
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Signs one shopper up as the storefront does (tests/support/sign-up.mjs), from its own client address. */
async function signUpShopper(base, n) {
  const ip = `198.19.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const { token, phone } = await signUp(fetchSend(base, { 'x-forwarded-for': ip }), {}, fetchSend(base));
  return { token, phone, ip };
}

/** Signs up `count` shoppers, `parallel` at a time. */
export async function signUpShoppers(base, count, parallel = 20) {
  const shoppers = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - i) }, (_, j) => signUpShopper(base, i + j));
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}
