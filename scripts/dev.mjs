// `npm run dev`: the API from source (tsx watch, API_PORT, default 3000) and the Vite dev server
// (WEB_PORT, default 5173) proxying /api and /uploads to it. Ctrl-C stops both.
import { execFileSync, spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
// The seed catalogue's images are drawn by the build, not by the server: make them first, so an
// empty dev database gets its products (about a second; the server itself is not bundled).
execFileSync(process.execPath, ['apps/api/build.mjs', '--seed-catalogue'], { stdio: 'inherit' });
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? 'apps/api/data' },
  }),
  spawn('node_modules/.bin/vite', ['--strictPort'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());
