import { vi } from 'vitest';

/** One request the back office made, as the fake API saw it (with its query, which list screens page by). */
export type AdminApiCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  staffHeader: string | null;
  /** The `Idempotency-Key` header (a phone order sends one). */
  idempotencyKey: string | null;
};

/** An answer: [status, JSON body] or a function of the call. */
export type AdminFakeAnswer = readonly [number, unknown] | ((call: AdminApiCall) => readonly [number, unknown]);

/** Routes keyed 'METHOD /path' (e.g. 'GET /api/admin/audit'); unlisted routes answer 404. */
export type AdminFakeRoutes = Record<string, AdminFakeAnswer>;

/** Stubs fetch with a fake of the API (as src/testing/fake-api.ts does for the shop) and records every call. */
export function installAdminFakeApi(routes: AdminFakeRoutes) {
  const calls: AdminApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const call: AdminApiCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: new Headers(init?.headers).get('authorization'),
      staffHeader: new Headers(init?.headers).get('x-vastra-admin'),
      idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
    };
    calls.push(call);
    const answer = routes[`${call.method} ${call.path}`] ?? [404, { message: 'Not found', code: 'not_found' }];
    const [status, body] = typeof answer === 'function' ? answer(call) : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one route, e.g. callsTo('GET /api/admin/staff'). */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
