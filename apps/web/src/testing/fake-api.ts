import type { HomeResponse, ProductResponse, Review, ReviewSummaryResponse } from '@vastra/domain/api';
import { vi } from 'vitest';

/** One request the app made, as the fake API saw it. */
export type ApiCall = {
  method: string;
  path: string;
  /** The query string's parameters (e.g. the search's filters). */
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  /** The back office's `X-Vastra-Admin` header (the API asks it of a change signed by the staff cookie). */
  staffHeader: string | null;
  /** The request's AbortSignal: `signal?.aborted` tells a request the app gave up on. */
  signal: AbortSignal | null;
};

type Reply = readonly [number, unknown];

/**
 * An answer: [status, JSON body], a function of the call (it may return a promise: the request stays
 * in flight until it settles, and rejects like fetch when its signal aborts first), or 'network-error'
 * to reject like fetch does.
 */
export type FakeAnswer = Reply | 'network-error' | ((call: ApiCall) => Reply | Promise<Reply>);

function abortable(reply: Promise<Reply>, signal: AbortSignal | null): Promise<Reply> {
  if (!signal) return reply;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    reply.then(resolve, reject);
  });
}

/** Routes keyed 'METHOD /path' (e.g. 'GET /api/auth/me'); unlisted routes answer 404. */
export type FakeRoutes = Record<string, FakeAnswer>;

/**
 * Stubs fetch with a method-aware fake of our API and records every call. Bodies given to it should
 * be built by the fixtures in shopper-fixtures.ts, which parse them with the domain's schemas.
 */
export function installFakeApi(routes: FakeRoutes) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const parsed = new URL(url, 'http://localhost');
    const call: ApiCall = {
      method,
      path: parsed.pathname,
      query: parsed.searchParams,
      signal: init?.signal ?? null,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
      staffHeader: headers.get('x-vastra-admin'),
    };
    calls.push(call);
    const answer = routes[`${method} ${call.path}`] ?? [404, { message: 'Not found' }];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const [status, body] =
      typeof answer === 'function' ? await abortable(Promise.resolve(answer(call)), call.signal) : answer;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one route, e.g. callsTo('POST /api/auth/update-cart'). */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

/** GET /api/client/home answering `home` (build it with homeFixture). */
export function homeRoutes(home: HomeResponse): FakeRoutes {
  return { 'GET /api/client/home': [200, home] };
}

export type ProductPageOptions = {
  similar?: ProductResponse[];
  reviews?: Review[];
  /** The reviews' summary; answers 404 when null. Build it with reviewSummaryFixture. */
  summary?: ReviewSummaryResponse | null;
  eligible?: boolean;
};

/**
 * Everything a product page reads for `product`: the product, its similar products, its reviews and
 * their summary, and the review eligibility (by default: no similar products, no reviews, not eligible).
 */
export function productPageRoutes(product: ProductResponse, options: ProductPageOptions = {}): FakeRoutes {
  const id = product._id;
  const { reviews = [], summary } = options;
  return {
    [`GET /api/client/products/${id}`]: [200, product],
    [`GET /api/client/products/${id}/similar`]: [200, options.similar ?? []],
    [`GET /api/reviews/${id}`]: [200, reviews],
    [`GET /api/reviews/${id}/summary`]:
      summary === null ? [404, { message: 'Product not found' }] : [200, summary ?? noReviews],
    [`GET /api/reviews/check-eligibility/${id}`]: [200, { eligible: options.eligible ?? false }],
  };
}

const noReviews: ReviewSummaryResponse = {
  average: 0,
  count: 0,
  distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
};
