import type { Clock } from '../../shared/clock';
import { ShippingProviderError } from './shipping.port';

/**
 * A token lives 240 h; we renew it after 9 days, before it can expire mid-request
 * (docs/rules/third-parties.md#shiprocket-auth).
 */
export const SHIPROCKET_TOKEN_REUSE_MS = 9 * 86_400_000;

export interface ShiprocketClientOptions {
  baseUrl: string;
  email: string;
  password: string;
  timeoutMs: number;
  clock: Clock;
  fetch?: typeof fetch;
}

export interface ShiprocketClient {
  /** Calls the API with the cached token; on 401 logs in again and retries once. Returns the parsed body. */
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The clearest text in an error body: `message`, then the first field error of a 422
 * (docs/rules/third-parties.md#shiprocket-auth).
 */
export function errorText(body: unknown): string | null {
  if (!isObject(body)) return typeof body === 'string' && body.trim() ? body.trim().slice(0, 300) : null;
  const parts: string[] = [];
  for (const key of ['message', 'error', 'status_message']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) {
      parts.push(value.trim());
      break;
    }
  }
  if (isObject(body.errors)) {
    const [field, problems] = Object.entries(body.errors)[0] ?? [];
    const first: unknown = Array.isArray(problems) ? problems[0] : problems;
    if (field && typeof first === 'string') parts.push(`${field}: ${first}`);
  }
  return parts.length ? parts.join(' ').slice(0, 300) : null;
}

/**
 * Plain fetch with a timeout, Shiprocket's token login cached and renewed (docs/rules/third-parties.md#shiprocket-auth,
 * docs/rules/third-parties.md#shiprocket-limits).
 */
export function createShiprocketClient(options: ShiprocketClientOptions): ShiprocketClient {
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; renewAfter: number } | null = null;
  let loggingIn: Promise<string> | null = null;

  async function call(method: string, path: string, body: unknown, bearer: string | null) {
    let res: Response;
    try {
      res = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ShippingProviderError(
        timedOut ? `Shiprocket did not answer within ${options.timeoutMs / 1000} s` : 'Shiprocket could not be reached',
      );
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // Not JSON (an HTML error page from a proxy): kept as text for the message.
    }
    return { status: res.status, body: parsed };
  }

  function failure(status: number, body: unknown, what: string): ShippingProviderError {
    const detail = errorText(body);
    if (status >= 500) return new ShippingProviderError(`Shiprocket is unavailable (HTTP ${status})`, { status });
    if (status === 429)
      return new ShippingProviderError('Shiprocket is busy (too many requests), please retry', { status });
    return new ShippingProviderError(detail ?? `${what} failed (HTTP ${status})`, { status });
  }

  async function login(): Promise<string> {
    const { status, body } = await call(
      'POST',
      '/auth/login',
      { email: options.email, password: options.password },
      null,
    );
    const value = isObject(body) && typeof body.token === 'string' ? body.token : null;
    if (status < 200 || status >= 300 || !value) {
      const error = failure(status, body, 'Shiprocket login');
      throw new ShippingProviderError(`Shiprocket login failed: ${error.message}`, { status });
    }
    token = { value, renewAfter: options.clock.now().getTime() + SHIPROCKET_TOKEN_REUSE_MS };
    return value;
  }

  // Concurrent requests share one login rather than each logging in (docs/rules/third-parties.md#shiprocket-limits).
  async function currentToken(): Promise<string> {
    if (token && options.clock.now().getTime() < token.renewAfter) return token.value;
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  return {
    async request(method, path, body) {
      let result = await call(method, path, body, await currentToken());
      if (result.status === 401) {
        token = null;
        result = await call(method, path, body, await currentToken());
      }
      if (result.status < 200 || result.status >= 300) throw failure(result.status, result.body, `Shiprocket ${path}`);
      return result.body;
    },
  };
}
