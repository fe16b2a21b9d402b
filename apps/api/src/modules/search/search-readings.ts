import type { SearchQuery } from '@vastra/domain/api';
import { Lru } from '../../shared/lru';
import { decodeCursor, queryHash } from './search-cursor';
import type { AttributeDefinition } from './search-index';
import { readQuery, type ReadQuery } from './search-query';

// Per state of the search (search.service.ts), what each query asks of it, and whether its answer is kept: from a
// query's second ask only (docs/decisions/191-never-asked-answers-not-kept.md).

/** A query as the search reads it (search-query.ts), its hash (for cursors), its page's offset and its cache key. */
export interface Reading {
  read: ReadQuery;
  hash: string;
  offset: number;
  cacheKey: string;
}

/** A text's hash in 30 bits (FNV-1a): a small integer, which a Map keeps with no object of its own. */
function shortHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash & 0x3fffffff;
}

/** `kept` queries keep their readings; as many are remembered as asked once. */
export function createReadings(definitions: readonly AttributeDefinition[], kept: number) {
  /**
   * Per query as the contract parsed it, its reading and cache key: a repeated search skips reading its words, hashing
   * and decoding its cursor again (they depend only on the query and the state's attributes).
   */
  const readings = new Lru<string, Reading>(kept);
  /**
   * The queries asked once, by their hashes: most searches are asked once, and an answer kept while a thousand others
   * were asked outlived the young generation for nothing. Asked again, it is kept. Two queries of one hash (about one
   * in a million among a thousand) only keep the second's answer from its first ask.
   */
  const askedOnce = new Lru<number, true>(kept);

  /**
   * What a query asks, and whether its answer is kept (asked before): read once per distinct query from its second ask
   * (a bad cursor throws, and is not kept).
   */
  return function readingOf(query: SearchQuery): { reading: Reading; keep: boolean } {
    const asked = JSON.stringify(query);
    const held = readings.get(asked);
    if (held) return { reading: held, keep: true };
    const read = readQuery(query, definitions);
    const key = JSON.stringify(read);
    const hash = queryHash(key);
    const offset = query.cursor === undefined ? 0 : decodeCursor(query.cursor, hash);
    const reading = { read, hash, offset, cacheKey: `${offset} ${key}` };
    const askedHash = shortHash(asked);
    const keep = askedOnce.get(askedHash) === true;
    if (keep) readings.set(asked, reading);
    else askedOnce.set(askedHash, true);
    return { reading, keep };
  };
}
