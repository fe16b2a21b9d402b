// `npm run cluster`: the shop as several servers would run it, on this machine (docs/deploy.md): three API processes
// (ports 3001-3003) on one PostgreSQL (its own server, data in data/cluster/pg) with their photos in one S3-protocol
// bucket (s3rver, data in data/cluster/s3), behind nginx on http://localhost:3000 with the deploy guide's own
// configuration (deploy/nginx/). Development mode: the demo owner, sandbox payments and the shipping simulator, as
// `npm start`. Ctrl-C stops everything. CLUSTER_PORT moves nginx; CLUSTER_BUILT=1 skips the build.
import { execFileSync, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { startNginx, writeNginxConfig } from './cluster-nginx.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = path.join(REPO, 'data/cluster');
const LB_PORT = Number(process.env.CLUSTER_PORT ?? 3000);
const API_PORTS = [3001, 3002, 3003];
const PG_PORT = 5562;
const S3_PORT = 4569;
const BUCKET = 'vastra';

const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } })
    .toString()
    .trim();

execFileSync('bash', ['scripts/ensure-system-deps.sh'], { cwd: REPO, stdio: 'inherit' });
if (process.env.CLUSTER_BUILT !== '1')
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: REPO, stdio: 'inherit' });
await mkdir(DATA, { recursive: true });

const pgEnv = { PGPORT: String(PG_PORT), PGDATA_DIR: path.join(DATA, 'pg') };
const databaseUrl = run('bash', ['scripts/pg-server.sh', 'start'], pgEnv);
const s3 = new S3rver({
  address: '127.0.0.1',
  port: S3_PORT,
  silent: true,
  directory: path.join(DATA, 's3'),
  configureBuckets: [{ name: BUCKET }],
});
await s3.run();

const children = [];
let nginx;
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster…');
  await nginx?.stop();
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await s3.close();
  run('bash', ['scripts/pg-server.sh', 'stop'], pgEnv);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function ready(port) {
  for (let tries = 0; tries < 600; tries++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API on ${port} did not become ready`);
}

// One after another: the first migrates and seeds the database, the others find it done.
for (const port of API_PORTS) {
  const child = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    cwd: REPO,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(DATA, `api-${port}`),
      TRUST_PROXY: '1',
      MEDIA_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`The API on ${port} exited (${signal ?? code}); stopping the cluster.`);
      void stopAll(1);
    }
  });
  children.push(child);
  await ready(port);
}

const file = await writeNginxConfig({ dir: path.join(DATA, 'nginx'), port: LB_PORT, upstreamPorts: API_PORTS });
nginx = await startNginx(file, LB_PORT);
console.log(
  `\nThe cluster is up: http://localhost:${LB_PORT} (nginx) → API processes on ${API_PORTS.join(', ')}; ` +
    `PostgreSQL ${databaseUrl}; photos in bucket "${BUCKET}" at http://127.0.0.1:${S3_PORT}. Ctrl-C stops it.`,
);
