import { vi } from 'vitest';

/** One request the screens made: its route, query and JSON body, and whether it was later aborted. */
export type AdminApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  staffHeader: string | null;
  aborted: () => boolean;
};

type Reply = readonly [number, unknown];
/** An answer: [status, body], or a function of the call (a promise keeps the request pending until it settles). */
export type AdminAnswer = Reply | ((call: AdminApiCall) => Reply | Promise<Reply>);

/** Routes keyed 'METHOD /path' (the path without its query); unlisted routes answer 404. */
export type AdminRoutes = Record<string, AdminAnswer>;

/** Stubs fetch with a fake of the back office's API that records every call, its query and its abort. */
export function installFakeAdminApi(routes: AdminRoutes) {
  const calls: AdminApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const signal = init?.signal;
    const call: AdminApiCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: new Headers(init?.headers).get('authorization'),
      staffHeader: new Headers(init?.headers).get('x-vastra-admin'),
      aborted: () => Boolean(signal?.aborted),
    };
    calls.push(call);
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const answer = routes[`${call.method} ${call.path}`] ?? [404, { message: 'Not found', code: 'not_found' }];
    const pending = typeof answer === 'function' ? answer(call) : answer;
    const [status, body] =
      pending instanceof Promise
        ? await new Promise<Reply>((resolve, reject) => {
            signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
            pending.then(resolve, reject);
          })
        : pending;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    routes,
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
