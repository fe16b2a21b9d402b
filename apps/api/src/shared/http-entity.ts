import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Encoding, HttpEntity, LazyEntity } from './entity-bodies';

// Sending a prepared body (entity-bodies.ts): its encoding negotiated, a strong ETag and 304s. Routes that send one
// must opt out of @fastify/compress (`compress: false`), which would otherwise compress again on every request.

export * from './entity-bodies';

/** Accept-Encoding headers seen and what they chose; emptied when it holds this many (no client can grow it). */
const NEGOTIATED_KEPT = 64;
const negotiated = new Map<string, Encoding>();

/**
 * Picks br, then gzip, by the client's Accept-Encoding q-values ('*' counts for both); identity when
 * neither is acceptable. (A client that refuses identity too still gets it: better than a 406.)
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  // Browsers send a handful of distinct headers: each is parsed once (a few % of a prepared answer's CPU otherwise).
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    if (negotiated.size >= NEGOTIATED_KEPT) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  const q: Record<string, number> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name.trim() === 'x-gzip' ? 'gzip' : name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const weight = (name: 'br' | 'gzip') => q[name] ?? q['*'] ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** The ETag of one encoding: strong validators must differ between content-codings (RFC 9110 §8.8.3). */
export function etagOf(entity: Pick<HttpEntity, 'hash'>, encoding: Encoding): string {
  return encoding === 'identity' ? `"${entity.hash}"` : `"${entity.hash}-${encoding}"`;
}

/** The client's If-None-Match tag that names this body in any encoding, or null. */
function matchingTag(header: string | undefined, entity: Pick<HttpEntity, 'hash'>): string | null {
  if (!header) return null;
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return etagOf(entity, 'identity');
    const opaque = tag.replace(/^"|"$/g, '').replace(/-(br|gzip)$/, '');
    if (opaque === entity.hash) return tag;
  }
  return null;
}

/**
 * Sends a prepared entity: 304 when the client already holds it (echoing the tag it sent, so a
 * cache can find the stored variant), else the bytes in the negotiated encoding. An error answer
 * (a 404 page) passes `conditional: false`: a 304 stands only for a 200.
 */
export function sendEntity(
  request: FastifyRequest,
  reply: FastifyReply,
  entity: HttpEntity,
  cacheControl: string,
  { conditional = true }: { conditional?: boolean } = {},
): FastifyReply {
  const answer = negotiate(request, reply, entity, cacheControl, conditional);
  return answer.notModified ? reply : reply.send(entity.bodies[answer.encoding]);
}

/** The same for a lazily compressed entity: the negotiated encoding is compressed now if it was not yet. */
export async function sendLazyEntity(
  request: FastifyRequest,
  reply: FastifyReply,
  entity: LazyEntity,
  cacheControl: string,
): Promise<FastifyReply> {
  const answer = negotiate(request, reply, entity, cacheControl, true);
  return answer.notModified ? reply : reply.send(await entity.body(answer.encoding));
}

/** The headers of an entity's answer: a 304 sent when the client holds it, else the encoding to send. */
function negotiate(
  request: FastifyRequest,
  reply: FastifyReply,
  entity: Pick<HttpEntity, 'hash' | 'contentType' | 'precompressed'>,
  cacheControl: string,
  conditional: boolean,
): { notModified: true } | { notModified: false; encoding: Encoding } {
  // Kept beside what the route varies on already (a page: the language's cookie).
  const vary = reply.getHeader('vary');
  const answer = entityAnswer(request.headers, entity, cacheControl, {
    conditional,
    vary: vary ? String(vary) : undefined,
  });
  void reply.headers(answer.headers);
  if (answer.encoding === null) {
    void reply.code(304).send();
    return { notModified: true };
  }
  return { notModified: false, encoding: answer.encoding };
}

/**
 * What an entity's answer says, whoever sends it (a route, or the prepared reads before the router,
 * plugins/prepared-reads.ts): its headers, and the encoding of its body, or null for a 304 (the client holds it;
 * the tag it sent is echoed, so a cache can find the stored variant).
 */
export function entityAnswer(
  requestHeaders: IncomingHttpHeaders,
  entity: Pick<HttpEntity, 'hash' | 'contentType' | 'precompressed'>,
  cacheControl: string,
  { conditional = true, vary }: { conditional?: boolean; vary?: string | undefined } = {},
): { headers: Record<string, string>; encoding: Encoding | null } {
  const headers: Record<string, string> = {
    vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
    'cache-control': cacheControl,
  };
  const matched = conditional ? matchingTag(requestHeaders['if-none-match'], entity) : null;
  if (matched) {
    headers.etag = matched;
    return { headers, encoding: null };
  }
  const encoding = entity.precompressed ? 'identity' : negotiateEncoding(requestHeaders['accept-encoding']);
  headers.etag = etagOf(entity, encoding);
  headers['content-type'] = entity.contentType;
  // Setting content-encoding also makes @fastify/compress leave the body alone, should it run.
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return { headers, encoding };
}
