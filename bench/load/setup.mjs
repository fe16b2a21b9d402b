// The load bench's world: its own PostgreSQL server (scripts/pg-server.sh), a fresh database, ONE
// API process (the production bundle) on it, and shoppers signed up through the real OTP flow.
import { execFileSync, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

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

async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function postJson(base, path, body, ip) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const parsed = await json(res);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(parsed)}`);
  return parsed;
}

/** Signs one shopper up as the storefront does: send-code → dev SMS outbox → verify-code → register. */
async function signUp(base, n) {
  const phone = `+919${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const ip = `198.19.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const { verificationId } = await postJson(base, '/api/identity/send-code', { phone }, ip);
  const outbox = await json(await fetch(`${base}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`));
  const code = /^(\d{6}) /.exec(outbox[0]?.body ?? '')?.[1];
  const { uid } = await postJson(base, '/api/identity/verify-code', { verificationId, code }, ip);
  const { token } = await postJson(
    base,
    '/api/auth/register',
    { fullName: 'Asha Verma', email: 'asha@example.com', phone, password: 'kurti-lover-42', uid, otp: code },
    ip,
  );
  return { token, phone, ip };
}

/** Signs up `count` shoppers, `parallel` at a time. */
export async function signUpShoppers(base, count, parallel = 20) {
  const shoppers = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - i) }, (_, j) => signUp(base, i + j));
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}
