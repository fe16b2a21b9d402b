import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { FastifyServerFactoryHandler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { newProduct, newReview } from '../testing/factories';
import { createEntity, type HttpEntity } from '../shared/http-entity';
import { send, withoutTransport, type Answer } from '../testing/over-connection';
import { createPreparedReads, type PreparedRead } from './prepared-reads';

// docs/decisions/161-prepared-reads-before-the-router.md: a product and its reviews are answered before Fastify's
// router. These tests hold that those answers are the router's, byte for byte and header for header, and that
// everything else still reaches the router.

/** `reads`' HTTP server in front of `router`, listening on a free port. */
async function listening(reads: ReturnType<typeof createPreparedReads>, router: FastifyServerFactoryHandler) {
  const server = reads.serverFactory(router, {
    http: {},
    keepAliveTimeout: 5000,
    requestTimeout: 0,
    connectionTimeout: 0,
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

describe('a prepared read in front of a stand-in router', () => {
  const PRODUCT = '/api/client/products/:id';
  const known = randomUUID();
  let entity: HttpEntity;
  let server: Server;
  let port: number;
  let routed: string[];
  let failLookUp = false;
  const reads = createPreparedReads();
  const read: PreparedRead = {
    endpoint: { method: 'GET', path: PRODUCT },
    find: async (id) => {
      if (failLookUp) throw new Error('database down');
      return id.toLowerCase() === known ? entity : null;
    },
    cacheControl: 'no-cache',
  };

  beforeAll(async () => {
    entity = await createEntity(JSON.stringify({ _id: known, title: 'Indigo Kurti '.repeat(100) }), 'application/json');
    const router: FastifyServerFactoryHandler = (request, response) => {
      routed.push(`${request.method} ${request.url}`);
      response.writeHead(299, { 'x-from': 'router' }).end();
    };
    ({ server, port } = await listening(reads, router));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const routedBy = async (answer: Promise<Answer>) => {
    routed = [];
    const { status } = await answer;
    return { status, routed };
  };

  it('leaves every request to the router until it serves', async () => {
    expect(await routedBy(send(port, `/api/client/products/${known}`))).toEqual({
      status: 299,
      routed: [`GET /api/client/products/${known}`],
    });
    const list: PreparedRead = {
      ...read,
      endpoint: { method: 'GET', path: '/api/client/products' },
      find: async () => entity,
    };
    reads.serve({ reads: [list, read], headers: { 'x-frame-options': 'DENY' } });
    expect(await routedBy(send(port, `/api/client/products/${known}`))).toEqual({ status: 200, routed: [] });
    expect(await routedBy(send(port, '/api/client/products'))).toEqual({ status: 200, routed: [] });
  });

  it('answers 200 in the negotiated encoding, with the fixed headers, the request id and the length', async () => {
    const before = reads.answered;
    const answer = await send(port, `/api/client/products/${known}`, {
      'accept-encoding': 'gzip',
      'x-request-id': 'r-1',
    });
    expect(answer.status).toBe(200);
    expect(withoutTransport(answer.headers)).toEqual({
      'x-frame-options': 'DENY',
      vary: 'Accept-Encoding',
      'cache-control': 'no-cache',
      etag: `"${entity.hash}-gzip"`,
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'x-request-id': 'r-1',
      'content-length': String(entity.bodies.gzip.length),
    });
    expect(answer.body.equals(entity.bodies.gzip)).toBe(true);
    expect(reads.answered).toBe(before + 1);
  });

  it('answers 304 without a body when the client holds the entity', async () => {
    const answer = await send(port, `/api/client/products/${known.toUpperCase()}`, {
      'if-none-match': `"${entity.hash}-br"`,
    });
    expect(answer.status).toBe(304);
    expect(answer.headers.etag).toBe(`"${entity.hash}-br"`);
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.body.length).toBe(0);
  });

  it.each([
    ['an unknown id', 'GET', `/api/client/products/${randomUUID()}`, undefined],
    ['a malformed id', 'GET', '/api/client/products/not-a-uuid', undefined],
    ['a percent-encoded id', 'GET', `/api/client/products/${known.replace('-', '%2D')}`, undefined],
    ['a query string', 'GET', `/api/client/products/${known}?fields=title`, undefined],
    ["the list's path with a query", 'GET', '/api/client/products?page=2', undefined],
    ["the list's path with a slash", 'GET', '/api/client/products/', undefined],
    ['a trailing slash', 'GET', `/api/client/products/${known}/`, undefined],
    ['another path', 'GET', `/api/client/products/${known}/similar`, undefined],
    ['HEAD', 'HEAD', `/api/client/products/${known}`, undefined],
    ['POST', 'POST', `/api/client/products/${known}`, '{}'],
    ['a GET with a body', 'GET', `/api/client/products/${known}`, '{"x":1}'],
  ])('leaves %s to the router', async (_case, method, path, body) => {
    const headers: Record<string, string> = body
      ? { 'content-type': 'application/json', 'content-length': String(body.length) }
      : {};
    expect(await routedBy(send(port, path, headers, { method, ...(body ? { body } : {}) }))).toEqual({
      status: 299,
      routed: [`${method} ${path}`],
    });
  });

  it('leaves a failed look-up to the router, which answers with its error', async () => {
    failLookUp = true;
    try {
      expect(await routedBy(send(port, `/api/client/products/${known}`))).toEqual({
        status: 299,
        routed: [`GET /api/client/products/${known}`],
      });
    } finally {
      failLookUp = false;
    }
  });

  it('leaves everything to the router once stopped', async () => {
    reads.stop();
    expect(await routedBy(send(port, `/api/client/products/${known}`))).toEqual({
      status: 299,
      routed: [`GET /api/client/products/${known}`],
    });
  });

  it('refuses a read whose path has two parameters, or one found by its URL with a parameter', () => {
    const two = { ...read, endpoint: { method: 'GET' as const, path: '/api/a/:x/b/:y' } };
    const none = { ...read, endpoint: { method: 'GET' as const, path: '/api/a' } };
    expect(() => createPreparedReads().serve({ reads: [two], headers: {} })).toThrow(
      '/api/a/:x/b/:y: a prepared read takes one parameter at most',
    );
    expect(() => createPreparedReads().serve({ reads: [none], headers: {} })).not.toThrow();
    expect(() => createPreparedReads().serve({ reads: [{ ...read, byUrl: true }], headers: {} })).toThrow(
      '/api/client/products/:id: a read found by its URL takes no parameter in its path',
    );
  });

  it('finds a read by its URL: its path alone or with a query, never a longer path', async () => {
    const urls: string[] = [];
    const search: PreparedRead = {
      endpoint: { method: 'GET', path: '/api/client/search' },
      byUrl: true,
      find: async (url) => {
        urls.push(url);
        return url.includes('known') ? entity : null;
      },
      cacheControl: 'no-cache',
    };
    const byUrl = createPreparedReads();
    const { server: front, port: at } = await listening(byUrl, (_request, response) => response.writeHead(299).end());
    try {
      byUrl.serve({ reads: [search], headers: {} });
      const statuses = [];
      for (const path of [
        '/api/client/search?q=known',
        '/api/client/search?q=other',
        '/api/client/search',
        '/api/client/search/suggestions?q=known',
        '/api/client/searchknown',
      ])
        statuses.push((await send(at, path)).status);
      expect(statuses).toEqual([200, 299, 299, 299, 299]);
      expect(urls).toEqual(['/api/client/search?q=known', '/api/client/search?q=other', '/api/client/search']);
    } finally {
      await new Promise((resolve) => front.close(resolve));
    }
  });
});

describe("the app's prepared reads against its router", () => {
  let t: TestApp;
  let port: number;
  let kurti: string;

  beforeAll(async () => {
    t = await buildTestApp();
    kurti = await newProduct(t, 'Indigo Block Print Kurti', { M: { pricePaise: 79_900, stock: 5 } });
    await newReview(t, {
      productId: kurti,
      userName: 'Asha Verma',
      rating: 5,
      comment: 'Lovely fabric.',
      createdAt: new Date(t.clock.now().getTime() - 86_400_000),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const paths = () => [
    '/api/client/products',
    `/api/client/products/${kurti}`,
    `/api/reviews/${kurti}`,
    `/api/reviews/${kurti}/summary`,
  ];

  /** The same request over a connection (before the router) and injected (the router's answer). */
  async function both(path: string, headers: Record<string, string>) {
    const before = t.app.preparedReads.answered;
    const early = await send(port, path, headers);
    const answered = t.app.preparedReads.answered - before;
    const routed = await t.app.inject({ method: 'GET', url: path, headers });
    return {
      answered,
      early: { status: early.status, headers: withoutTransport(early.headers), body: early.body.toString('base64') },
      routed: {
        status: routed.statusCode,
        headers: withoutTransport(routed.headers),
        body: routed.rawPayload.toString('base64'),
      },
    };
  }

  it.each([
    ['no encoding', {}],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip', { 'accept-encoding': 'br;q=0, gzip' }],
    ['a signed-in shopper', { authorization: `Bearer ${'a'.repeat(40)}`, 'accept-encoding': 'br' }],
  ])('answers the same bytes and headers as the router (%s)', async (_case, headers) => {
    for (const path of paths()) {
      const { answered, early, routed } = await both(path, { ...headers, 'x-request-id': 'same-id' });
      expect(answered, path).toBe(1);
      expect(early.status, path).toBe(200);
      expect(early, path).toEqual(routed);
    }
  });

  it('answers 304 as the router does', async () => {
    for (const path of paths()) {
      const etag = (await t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'br' } })).headers
        .etag as string;
      const { answered, early, routed } = await both(path, { 'if-none-match': etag, 'x-request-id': 'same-id' });
      expect(answered, path).toBe(1);
      expect(early.status, path).toBe(304);
      expect(early, path).toEqual(routed);
    }
  });

  it("leaves an unknown product to the router's 404", async () => {
    const unknown = randomUUID();
    for (const path of [`/api/client/products/${unknown}`, `/api/reviews/${unknown}`]) {
      const { answered, early, routed } = await both(path, { 'x-request-id': 'same-id' });
      expect(answered, path).toBe(0);
      expect(early.status, path).toBe(404);
      expect(JSON.parse(Buffer.from(early.body, 'base64').toString())).toEqual({
        message: 'Product not found',
        code: 'not_found',
      });
      expect(early, path).toEqual(routed);
    }
  });
});
