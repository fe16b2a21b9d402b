import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyServerFactory } from 'fastify';
import { entityAnswer, type HttpEntity, type LazyEntity } from '../shared/http-entity';
import { requestIdFor } from './request-id';
import { inTurns } from './request-turns';

// docs/decisions/161-prepared-reads-before-the-router.md: the storefront's hottest reads (the product list, a
// product, its reviews) are a prepared body, looked up by the id in the path. Their route costs ~35 µs of the
// framework's per-request work (request and reply objects, hooks, schemas) for ~2 µs of its own; this answers them
// before the router, with the same bytes and headers as the route (prepared-reads.test.ts compares them), and leaves
// every other request, and every one of theirs that is not a plain 200 or 304, to the router. A search is answered
// here too (docs/decisions/165-remembered-searches-before-the-router.md), read as the router reads its query
// (docs/decisions/186-searches-before-the-router.md).

/**
 * A public GET of the contract whose answer is a prepared entity: the path has no parameter, or one, a UUID, which
 * finds the entity; or, `byUrl`, the path with any query, whose whole URL as sent finds it.
 */
export interface PreparedRead<Entity extends HttpEntity | LazyEntity = HttpEntity | LazyEntity> {
  endpoint: { readonly method: 'GET'; readonly path: string };
  /**
   * The entity for that id ('' for a path without one; the URL for a read `byUrl`), or null: the route then answers
   * (its 404, or the error it gives a query the contract refuses). `headers`: the request's, when it has one.
   */
  find(id: string, headers?: IncomingHttpHeaders): Promise<Entity | null>;
  /** Found by the whole URL (path and query) instead of an id in the path. */
  byUrl?: boolean;
  cacheControl: string;
}

/** How an answer is counted (the metrics' labels); absent while metrics are off. */
export type ObserveAnswer = (labels: { method: string; route: string; status: string }, seconds: number) => void;

interface ServeOptions {
  reads: readonly PreparedRead[];
  /** The security headers every answer carries (plugins/security-headers.ts). */
  headers: Readonly<Record<string, string>>;
  observe?: ObserveAnswer | undefined;
}

interface Matcher {
  read: PreparedRead;
  prefix: string;
  /** Null for a path without a parameter (or a read found by its URL). */
  suffix: string | null;
  /** Found by the whole URL: the path alone or with a query. */
  byUrl: boolean;
}

const UUID_LENGTH = 36;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const QUESTION_MARK = 63;

/** `/api/reviews/:productId/summary` → its text before and after the parameter. */
function matcherOf(read: PreparedRead): Matcher {
  const { path } = read.endpoint;
  if (read.byUrl) {
    if (path.includes(':')) throw new Error(`${path}: a read found by its URL takes no parameter in its path`);
    return { read, prefix: path, suffix: null, byUrl: true };
  }
  if (!path.includes(':')) return { read, prefix: path, suffix: null, byUrl: false };
  const parts = /^([^:]*):[A-Za-z]+(.*)$/.exec(path);
  if (!parts || parts[2]?.includes(':')) throw new Error(`${path}: a prepared read takes one parameter at most`);
  return { read, prefix: parts[1] ?? '', suffix: parts[2] ?? '', byUrl: false };
}

/**
 * The read and id a URL asks for: exactly its path (with a UUID), no query, no encoding; or a read's path alone or
 * with a query, found by the whole URL; else null.
 */
function matchOf(matchers: readonly Matcher[], url: string): { read: PreparedRead; id: string } | null {
  for (const { read, prefix, suffix, byUrl } of matchers) {
    if (byUrl) {
      if (url.startsWith(prefix) && (url.length === prefix.length || url.charCodeAt(prefix.length) === QUESTION_MARK))
        return { read, id: url };
      continue;
    }
    if (suffix === null) {
      if (url === prefix) return { read, id: '' };
      continue;
    }
    if (url.length !== prefix.length + UUID_LENGTH + suffix.length) continue;
    if (!url.startsWith(prefix) || !url.endsWith(suffix)) continue;
    const id = url.slice(prefix.length, prefix.length + UUID_LENGTH);
    if (UUID.test(id)) return { read, id };
  }
  return null;
}

/** A request that carries a body goes to the router, which reads or refuses it. */
const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

export interface PreparedReads {
  /** Fastify's `serverFactory`: the HTTP server, with the prepared reads in front of Fastify's handler. */
  serverFactory: FastifyServerFactory<Server>;
  /** Starts answering these reads (once every module is built). */
  serve(options: ServeOptions): void;
  /** Leaves every request to the router again: from the start of closing, so draining answers as it does. */
  stop(): void;
  /** How many answers were sent before the router (for the tests: which way a request went). */
  readonly answered: number;
}

export function createPreparedReads(): PreparedReads {
  let serving: (ServeOptions & { matchers: Matcher[]; flat: string[] }) | null = null;
  let answered = 0;

  /** Sends the answer, or returns false for the router to answer (no entity, or no longer serving). */
  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    { read, id }: { read: PreparedRead; id: string },
    started: number,
  ): Promise<boolean> {
    const entity = await read.find(id, request.headers);
    if (!entity) return false;
    const { headers, encoding } = entityAnswer(request.headers, entity, read.cacheControl);
    let body: Buffer | null = null;
    if (encoding !== null) body = 'bodies' in entity ? entity.bodies[encoding] : await entity.body(encoding);
    const current = serving;
    if (!current) return false;
    const status = body ? 200 : 304;
    // One flat list of names and values, copied from the fixed part: an object spread of the headers here had V8
    // allocate it straight into the old generation after a while (pretenured), and a product read cost 70 µs
    // instead of 40 (docs/decisions/161-prepared-reads-before-the-router.md).
    const raw = current.flat.slice();
    for (const name in headers) raw.push(name, headers[name] as string);
    raw.push('x-request-id', requestIdFor(request));
    if (body) raw.push('content-length', String(body.length));
    response.writeHead(status, raw);
    response.end(body ?? undefined);
    answered += 1;
    // Counted as the router's hook counts an answer (modules/metrics/metrics.routes.ts).
    current.observe?.(
      { method: 'GET', route: read.endpoint.path, status: `${Math.floor(status / 100)}xx` },
      (performance.now() - started) / 1000,
    );
    return true;
  }

  const serverFactory: FastifyServerFactory<Server> = (handler, options) => {
    // Started in turns (request-turns.ts): in the order they arrived, a few milliseconds' worth per turn of the loop.
    const server = createServer((options.http ?? {}) as ServerOptions, inTurns(answerOrRoute));
    function answerOrRoute(request: IncomingMessage, response: ServerResponse): void {
      const current = serving;
      const found = current && request.method === 'GET' && request.url ? matchOf(current.matchers, request.url) : null;
      if (!found || hasBody(request)) {
        handler(request, response);
        return;
      }
      const started = performance.now();
      answer(request, response, found, started).then(
        (sent) => {
          if (!sent) handler(request, response);
        },
        // A failed look-up (the database down) is the route's to answer, with its error.
        () => handler(request, response),
      );
    }
    // As Fastify sets up its own server (the options are Fastify's, defaults applied).
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    if ((options.maxRequestsPerSocket as number) > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    return server;
  };

  return {
    serverFactory,
    serve(options) {
      const flat = Object.entries(options.headers).flat();
      serving = { ...options, matchers: options.reads.map(matcherOf), flat };
    },
    stop() {
      serving = null;
    },
    get answered() {
      return answered;
    },
  };
}
