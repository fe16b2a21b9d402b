import type { ErrorCode } from '@vastra/domain/api';
import type { z } from 'zod';

/**
 * A failed API call: the HTTP status and the server's message (docs/rules/errors.md#messages-to-the-shopper prefers the
 * server message). Code that must tell failures apart reads `code`, never the message text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The server's stable error code (@vastra/domain/api error-codes.ts), or undefined without an answer. */
  get code(): ErrorCode | undefined {
    const b = this.body as { code?: unknown } | undefined;
    return typeof b?.code === 'string' ? (b.code as ErrorCode) : undefined;
  }
  /** Seconds to wait, from a 429's body or Retry-After header. */
  get retryAfterSeconds(): number | undefined {
    const b = this.body as { retryAfterSeconds?: unknown } | undefined;
    return typeof b?.retryAfterSeconds === 'number' ? b.retryAfterSeconds : undefined;
  }
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  response: S;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Calls the API and parses a successful answer with the domain schema; failures become ApiError. */
export async function request<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (s): s is AbortSignal => Boolean(s),
  );
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch (cause) {
    throw new ApiError(0, 'No response from server', cause);
  }
  const text = await res.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!res.ok) {
    const b = json as { message?: unknown; error?: unknown } | undefined;
    const message =
      typeof b?.message === 'string'
        ? b.message
        : typeof b?.error === 'string'
          ? b.error
          : res.statusText || 'Request failed';
    throw new ApiError(res.status, message, json);
  }
  const parsed = options.response.safeParse(json);
  if (!parsed.success) throw new ApiError(res.status, 'Unexpected response from server', parsed.error);
  return parsed.data;
}
