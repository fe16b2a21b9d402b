// nginx in front of the shop's API processes, from the very files the deploy guide installs (deploy/nginx/): the
// upstream list with the given ports in place of 3001-3003, and the proxy settings as they are. Used by
// `npm run cluster` (scripts/cluster.mjs) and the cluster test (tests/reliability/cluster.test.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPLOY = path.join(REPO, 'deploy/nginx');
/** Debian's nginx (scripts/ensure-system-deps.sh installs it). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? 'nginx';

/**
 * Writes `dir`/nginx.conf: nginx listening on 127.0.0.1:`port` and passing to `upstreamPorts`, with its pid, logs and
 * temporary files in `dir`. Returns the file's path.
 */
export async function writeNginxConfig({ dir, port, upstreamPorts }) {
  await mkdir(dir, { recursive: true });
  const upstream = await readFile(path.join(DEPLOY, 'vastra-upstream.conf'), 'utf8');
  const servers = [...upstream.matchAll(/^\s*server 127\.0\.0\.1:\d+ .*$/gm)].map((m) => m[0]);
  if (servers.length === 0) throw new Error('deploy/nginx/vastra-upstream.conf lists no server');
  const template = servers[0];
  const ours = upstreamPorts.map((p) => template.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${p}`)).join('\n');
  const withPorts = upstream.replace(servers.join('\n'), ours);
  if (withPorts === upstream && upstreamPorts.join() !== '3001,3002,3003') {
    throw new Error('the servers of deploy/nginx/vastra-upstream.conf are not one block of lines');
  }
  await writeFile(path.join(dir, 'upstream.conf'), withPorts);
  const root = process.getuid?.() === 0 ? 'user root;\n' : '';
  const conf = `${root}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/upstream.conf;
    server {
        listen 127.0.0.1:${port};
        include ${path.join(DEPLOY, 'vastra-proxy.conf')};
    }
}
`;
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, conf);
  return file;
}

/** Starts nginx on `file` (in the foreground of a child process); resolves once it answers on `port`. */
export async function startNginx(file, port, timeoutMs = 15_000) {
  const child = spawn(NGINX, ['-c', file, '-e', path.join(path.dirname(file), 'error.log')], { stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (res) => res.status > 0,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (${path.dirname(file)})`);
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      return exited;
    },
  };
}
