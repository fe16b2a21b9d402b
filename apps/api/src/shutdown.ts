import type { Socket } from 'node:net';
import type { App } from './app';

/**
 * Once the connections are cut, how long closing may still take. Only a handler waiting on something
 * outside this process (a row lock held by another client of PostgreSQL) is slower; the process then
 * exits 1 without a clean close: PostgreSQL rolls the transaction back, PGlite recovers at the next
 * start as after a crash.
 */
const CLOSE_AFTER_GRACE_MS = 10_000;

/**
 * SIGTERM or SIGINT stops accepting connections at once, lets the requests in flight finish for up to
 * `graceSeconds`, then destroys every connection still open — a client stalling its body, a response
 * nobody reads — so the database closes cleanly and the process exits 0 within a bounded time,
 * whatever the clients do. Call before `listen`. A second signal of the same kind ends the process
 * at once (Node's default): Ctrl-C twice.
 */
export function installGracefulShutdown(app: App, { graceSeconds }: { graceSeconds: number }): void {
  let closing = false;
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // While draining, every answer closes its connection: an idle keep-alive socket of a client (or a
  // load balancer) would otherwise stay open until the grace period ends.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  const fail = (message: string, err?: unknown) => {
    app.log.error({ err }, message);
    process.exit(1);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, graceSeconds }, 'shutting down: draining requests');
      const cutOff = setTimeout(() => {
        app.log.warn({ connections: sockets.size }, 'shutdown grace period over: closing the connections still open');
        for (const socket of sockets) socket.destroy();
        setTimeout(() => fail('shutdown failed: the database did not close in time'), CLOSE_AFTER_GRACE_MS);
      }, graceSeconds * 1000);
      app.close().then(
        () => {
          clearTimeout(cutOff);
          process.exit(0);
        },
        (err: unknown) => fail('shutdown failed', err),
      );
    });
  }
}
