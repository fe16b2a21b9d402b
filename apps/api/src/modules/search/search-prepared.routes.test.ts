import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SearchResponse } from '@vastra/domain/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { send, withoutTransport } from '../../testing/over-connection';
import { seedSearchCatalogue } from '../../testing/search-catalogue';

// docs/decisions/165-remembered-searches-before-the-router.md: a search URL the route has answered is answered before
// the router the next times it is asked, with the route's bytes and headers; never a URL the route refused, and never
// an answer of an older catalogue.

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
  ])(
    '%s: the route answers it first, then the same bytes and headers come before it (each encoding, signed in)',
    async (_case, path) => {
      expect(await asked(path)).toMatchObject({ early: 0, status: 200 });
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
    expect(first).toMatchObject({ early: 0, status: 200 });
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
    expect(first.early).toBe(0);
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

  it('computes a remembered URL again in the route once a product changes, then remembers the new answer', async () => {
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
    expect(after.early).toBe(0);
    expect(titlesOf(after.body)).toContain('Blue Indigo Kurti');
    expect(titlesOf(after.body)).not.toContain('Blue Cotton Kurti');
    const again = await asked(path, headers);
    expect(again.early).toBe(1);
    expect(titlesOf(again.body)).toEqual(titlesOf(after.body));
  });
});
