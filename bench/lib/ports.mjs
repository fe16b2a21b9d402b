// Ports for the bench's own servers: from BENCH_PORT (default 3400) upwards, skipping busy ones.
import net from 'node:net';

let next = Number(process.env.BENCH_PORT ?? 3400);

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The next free port at or above the last one handed out. */
export async function freePort() {
  for (let tries = 0; tries < 200; tries++) {
    const port = next++;
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port from ${next - 200} to ${next}`);
}
