import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

// Requests over a real connection, for what `inject` does not pass through: the HTTP server's own handler (the
// prepared reads before the router, plugins/prepared-reads.ts).

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET (or `method`) over a real connection, the body as sent (not decompressed). */
export function send(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  { method = 'GET', body }: { method?: string; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What the connection adds, which an injected answer has not. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export const withoutTransport = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT.has(name)));
