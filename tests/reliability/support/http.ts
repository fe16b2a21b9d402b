// A small JSON client over real HTTP (Node's fetch keeps connections alive), with bounded waits.

export interface Answer<T = unknown> {
  status: number;
  json: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  /** Sent as X-Forwarded-For: the servers run with TRUST_PROXY=1, so this is the client address. */
  ip?: string | undefined;
  headers?: Record<string, string>;
  /** A raw body (sent as is) instead of JSON. */
  raw?: string;
  timeoutMs?: number;
}

/** One HTTP call; throws only when no answer came (refused, reset, timed out). */
export async function call<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  let payload: string | undefined;
  if (options.raw !== undefined) payload = options.raw;
  else if (body !== undefined) payload = JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (e.g. the SPA's 503 text): keep the text
  }
  return { status: res.status, json: json as T, headers: res.headers };
}

export const post = <T = unknown>(base: string, path: string, body?: unknown, options?: CallOptions) =>
  call<T>(base, 'POST', path, body, options);
export const get = <T = unknown>(base: string, path: string, options?: CallOptions) =>
  call<T>(base, 'GET', path, undefined, options);

/** Counts answers by status code, e.g. `{ 201: 5, 409: 195 }`. */
export function byStatus(answers: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

export { newPhone } from '../../support/sign-up.mjs';

/** A client address of the documentation range 198.18.0.0/15, distinct per call. */
let addresses = 0;
export function newAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}
