// The production build of the API (`node apps/api/dist/server.mjs`) on its own port and database,
// started and stopped by the bench; ready when GET /api/ready answers 200.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from './ports.mjs';
import { startProcess, stopProcess, tailOf } from './processes.mjs';
import { ROOT } from './paths.mjs';

/** Settings every bench server shares: quiet logs, dev endpoints (the SMS outbox), no per-address limits. */
const BENCH_ENV = {
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_CATALOG: 'true',
  SHIPPING_SIM_MINUTES_PER_STEP: '0',
  // Every bench shopper comes from 127.0.0.1: lift the per-address and per-phone limits.
  OTP_SENDS_PER_IP_HOUR: '1000000',
  OTP_SENDS_PER_PHONE_10_MIN: '1000',
  OTP_SENDS_PER_PHONE_DAY: '1000',
  OTP_RESEND_GAP_SECONDS: '0',
  LOGIN_ATTEMPTS_PER_IP_15_MIN: '1000000',
  CHECK_USER_PER_IP_15_MIN: '1000000',
  PIN_LOOKUPS_PER_IP_10_MIN: '1000000',
  PAYMENT_ORDERS_PER_IP_10_MIN: '1000000',
  // Bench shoppers place orders back to back, all to the same delivery phone: the COD and order-text limits lifted.
  COD_ORDERS_PER_SHOPPER_HOUR: '1000000',
  COD_ORDERS_PER_PHONE_HOUR: '1000000',
  COD_OPEN_ORDERS_PER_SHOPPER: '1000000',
  COD_OPEN_ORDERS_PER_PHONE: '1000000',
  ORDER_SMS_PER_PHONE_DAY: '1000000',
};

/**
 * Starts the API on `database` ({ kind: 'pglite', dataDir } or { kind: 'postgres', url }).
 * `nodeArgs` go to Node (e.g. --cpu-prof). `stopGraceMs`: how long stop() waits for it to exit before killing it (a
 * profiled server writes its profile on exit, which takes longer). Returns { url, port, pid, stop(), startupMs }.
 */
export async function startApiServer({ database, name, logDir, env = {}, nodeArgs = [], stopGraceMs = 10_000 }) {
  const port = await freePort();
  const logFile = path.join(logDir, `api-${name}.log`);
  const dbEnv = database.kind === 'postgres' ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir };
  const started = performance.now();
  const handle = startProcess(process.execPath, [...nodeArgs, path.join(ROOT, 'apps/api/dist/server.mjs')], {
    cwd: ROOT,
    logFile,
    env: { ...BENCH_ENV, ...dbEnv, ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}/api/ready`, handle, 120_000);
  return {
    url,
    port,
    pid: handle.pid,
    name,
    startupMs: performance.now() - started,
    stop: () => stopProcess(handle, stopGraceMs),
  };
}

async function waitReady(readyUrl, handle, timeoutMs) {
  let exited = false;
  handle.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(`the server exited before it was ready; log ${handle.logFile}:\n${tailOf(handle.logFile)}`);
    try {
      const res = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  await stopProcess(handle);
  throw new Error(
    `the server was not ready within ${timeoutMs / 1000}s; log ${handle.logFile}:\n${tailOf(handle.logFile)}`,
  );
}
