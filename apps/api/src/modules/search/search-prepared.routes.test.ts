import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SearchResponse } from '@vastra/domain/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { send, withoutTransport } from '../../testing/over-connection';
import { seedSearchCatalogue } from '../../testing/search-catalogue';

// docs/decisions/165-remembered-searches-before-the-router.md and 186-searches-before-the-router.md: a search is
// answered before the router, its query read as the route reads it, with the route's bytes and headers; a URL asked
// again from its kept answer. Never a URL the route refuses, and never an answer of an older catalogue.

let t: TestApp;
let port: number;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  ids = await seedSearchCatalogue(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A body as its content-encoding says, decoded. */
function decoded(headers: Record<string, unknown>, body: Buffer): string {
  const encoding = headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return bytes.toString('utf8');
}

/**
 * An answer as compared: its status, its headers but the length, and its body decoded. A remembered answer is
 * compressed again harder once asked again (docs/decisions/179-remembered-answers-compressed-harder.md): the route
 * and the prepared read send the same bytes at any one time, but a comparison made across that moment would not.
 */
function compared(status: number, headers: Record<string, unknown>, body: Buffer) {
  const { 'content-length': _length, ...rest } = withoutTransport(headers);
  return { status, headers: rest, body: decoded(headers, body) };
}

/** The request over a connection, and how many answers the prepared reads sent meanwhile (0: the router's). */
async function asked(path: string, headers: Record<string, string> = {}) {
  const before = t.app.preparedReads.answered;
  const answer = await send(port, path, { 'x-request-id': 'same-id', ...headers });
  return {
    early: t.app.preparedReads.answered - before,
    bytes: answer.body.length,
    ...compared(answer.status, answer.headers, answer.body),
  };
}

/** The router's answer to the same request (injected: no prepared read in front). */
async function routed(path: string, headers: Record<string, string> = {}) {
  const answer = await t.app.inject({ method: 'GET', url: path, headers: { 'x-request-id': 'same-id', ...headers } });
  return { bytes: answer.rawPayload.length, ...compared(answer.statusCode, answer.headers, answer.rawPayload) };
}

const titlesOf = (body: string) => SearchResponse.parse(JSON.parse(body)).items.map((p) => p.title);

describe('a search answered before the router', () => {
  it.each([
    ['words and a filter', '/api/client/search?q=kurti&size=M'],
    ['a category, sorted', '/api/client/search?category=kurti&sort=price_asc'],
    ['the whole catalogue', '/api/client/search'],
    ['Devanagari, percent-encoded', `/api/client/search?q=${encodeURIComponent('साड़ी')}`],
    ['words joined by +, an attribute of two values', '/api/client/search?q=cotton+kurti&fabric=cotton%2Csilk'],
    ['a broken escape', '/api/client/search?q=kurti%E0%A4&sort=newest'],
    ['an empty query string', '/api/client/search?'],
  ])(
    '%s: answered before the router from its first time, with its bytes and headers (each encoding, signed in)',
    async (_case, path) => {
      const first = await asked(path);
      expect(first).toMatchObject({ early: 1, status: 200 });
      const { bytes: _first, early: _early, ...firstAnswer } = first;
      const { bytes: _routed, ...firstRouted } = await routed(path);
      expect(firstAnswer, path).toEqual(firstRouted);
      const requests: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'gzip, deflate, br' },
        { 'accept-encoding': 'br;q=0, gzip' },
        { authorization: `Bearer ${'a'.repeat(40)}`, 'accept-encoding': 'br' },
      ];
      for (const headers of requests) {
        const { early, bytes: _sent, ...answer } = await asked(path, headers);
        expect(early, path).toBe(1);
        expect(answer.status, path).toBe(200);
        const { bytes: _routed, ...route } = await routed(path, headers);
        expect(answer, path).toEqual(route);
      }
    },
  );

  it('sends a remembered answer in fewer bytes once asked again, the same text under the same ETag', async () => {
    const path = '/api/client/search?category=kurti';
    const headers = { 'accept-encoding': 'br' };
    const first = await asked(path, headers);
    expect(first).toMatchObject({ early: 1, status: 200 });
    expect((await asked(path, headers)).early).toBe(1);
    // Compressed again on the thread pool: sent so from when it is ready.
    await vi.waitFor(async () => expect((await asked(path, headers)).bytes).toBeLessThan(first.bytes), {
      timeout: 10_000,
      interval: 20,
    });
    const { bytes, early, ...settled } = await asked(path, headers);
    expect(early).toBe(1);
    expect(bytes).toBe((await routed(path, headers)).bytes);
    const { bytes: _first, early: _early, ...quick } = first;
    expect(settled).toEqual(quick);
  });

  it("sends a 304 for the client's ETag as the route does", async () => {
    const path = '/api/client/search?q=saree';
    const first = await asked(path, { 'accept-encoding': 'br' });
    expect(first.early).toBe(1);
    const conditional = { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string };
    const { early, ...answer } = await asked(path, conditional);
    expect(early).toBe(1);
    expect(answer).toMatchObject({ status: 304, body: '', bytes: 0 });
    expect(answer).toEqual(await routed(path, conditional));
  });

  it.each([
    ['an unknown parameter', '/api/client/search?q=kurti&Colour=red', 'querystring Unrecognized key: "Colour"'],
    ['a name an object drops', '/api/client/search?__proto__=x', 'querystring Unrecognized key: "__proto__"'],
    [
      'a parameter given twice',
      '/api/client/search?q=kurti&sort=newest&sort=price_asc',
      'querystring sort: Invalid option: expected one of ' +
        '"relevance"|"newest"|"price_asc"|"price_desc"|"discount"|"popular"',
    ],
    [
      'a cursor of no page',
      '/api/client/search?q=kurti&cursor=not-a-cursor',
      'querystring cursor: not a page of this search (ask again without cursor)',
    ],
  ])('leaves %s to the route, which refuses it every time', async (_case, path, message) => {
    for (let n = 0; n < 2; n++) {
      const answer = await asked(path);
      expect(answer.early).toBe(0);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ message });
    }
  });

  it('computes a remembered URL again once a product changes, then remembers the new answer', async () => {
    const path = '/api/client/search?category=kurti&sort=price_asc';
    const headers = { 'accept-encoding': 'br' };
    await asked(path, headers);
    expect((await asked(path, headers)).early).toBe(1);
    const owner = await signedInStaff(t, { role: 'owner' });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${ids['Blue Cotton Kurti']}`,
      headers: owner.headers,
      payload: { title: 'Blue Indigo Kurti' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await asked(path, headers);
    expect(after.early).toBe(1);
    expect(titlesOf(after.body)).toContain('Blue Indigo Kurti');
    expect(titlesOf(after.body)).not.toContain('Blue Cotton Kurti');
    const again = await asked(path, headers);
    expect(again.early).toBe(1);
    expect(titlesOf(again.body)).toEqual(titlesOf(after.body));
  });
});

describe('any query string, before the router or through it', () => {
  // Names and values as shoppers, old links and hostile clients send them: known and unknown names, names every
  // object has, repeated names, escapes (broken ones too), '+', commas, Devanagari and empty values.
  const names = ['q', 'sort', 'size', 'category', 'minPrice', 'maxPrice', 'limit', 'inStock', 'cursor', 'fabric'];
  const nameArb = fc.oneof(
    fc.constantFrom(...names, 'colour', 'Colour', '__proto__', 'constructor', 'ref', 'q%20', '%71', ''),
    fc.string({ maxLength: 6 }),
  );
  const valueArb = fc.oneof(
    fc.constantFrom('kurti', 'saree', 'cotton,silk', 'red+kurti', '%E0%A4', '%ZZ', 'साड़ी', 'M,L', '100', '-1', ''),
    fc.constantFrom('price_asc', 'newest', 'true', 'kurti', 'cotton', 'abc%2Cdef', '%2B', '1e3', '99999999999'),
    fc.string({ maxLength: 8 }),
  );
  const queryArb = fc.array(fc.tuple(nameArb, fc.option(valueArb, { nil: null })), { maxLength: 5 }).map((pairs) =>
    // No '#' or white space: a client never sends them, and the injected request (the route's) drops a fragment.
    pairs
      .map(([name, value]) => (value === null ? name : `${name}=${value}`))
      .join('&')
      .replace(/[#\s]/g, ''),
  );

  it('gets the answer the route gives: the same status, headers and text (decision 186)', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(queryArb, async (query) => {
        // "'" sent as a browser sends it in a query (%27): the injected request (the route's) reads its URL as a
        // browser does and would percent-encode it, where the connection sends it as it is.
        const path = `/api/client/search?${encodeURI(query).replace(/%25/g, '%').replace(/'/g, '%27')}`;
        const { early, bytes: _sent, ...answer } = await asked(path, { 'accept-encoding': 'br' });
        const { bytes: _routed, ...route } = await routed(path, { 'accept-encoding': 'br' });
        expect(answer, path).toEqual(route);
        // Before the router exactly when the route answers 200.
        expect(early, path).toBe(route.status === 200 ? 1 : 0);
        statuses.add(route.status);
      }),
      // The first example: a broken escape before a "'" (a run on 2026-12-06 found it).
      { numRuns: 150, examples: [["%'"]] },
    );
    // The queries reached both ways: searches answered and queries refused.
    expect([...statuses].sort()).toEqual([200, 400]);
  });
});
