// A client that misbehaves on purpose over a raw TCP socket: it sends part of a request and stalls,
// as a slow or malicious client does, and records what the server answers and when it hangs up.
import net from 'node:net';

export interface StalledClient {
  /** Everything the server sent on this connection so far. */
  received(): string;
  /** Resolves when the connection has closed (by the server, a timeout or a reset). */
  closed: Promise<void>;
  isClosed(): boolean;
  destroy(): void;
}

/** Opens a connection to `url`'s host and port and writes `text`, then sends nothing more. */
export async function stallAfter(url: string, text: string): Promise<StalledClient> {
  const { hostname, port } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port) });
  let received = '';
  let closedNow = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined); // a reset is one way for the server to hang up
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedNow = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => socket.write(text, (err) => (err ? reject(err) : resolve())));
  return { received: () => received, closed, isClosed: () => closedNow, destroy: () => socket.destroy() };
}

/** A POST whose headers promise a 1,000-byte JSON body, followed by its first 20 bytes only. */
export function stalledBodyRequest(path: string, requestId: string): string {
  return [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    'Content-Length: 1000',
    `X-Request-Id: ${requestId}`,
    '',
    '{"customerInfo": {"n',
  ].join('\r\n');
}

/** The start of a request whose headers never end. */
export function stalledHeadersRequest(path: string): string {
  return [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Accept: application/json', 'X-Slow: '].join('\r\n');
}
