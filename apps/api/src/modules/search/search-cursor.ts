import { createHash } from 'node:crypto';
import { AppError } from '../../errors';

// A page cursor: the offset of the next page and a hash of the query it belongs to, base64url-encoded. Opaque
// to clients; a cursor of another query (or a made-up one) is refused naming `cursor`.

/** Worded as the contract's validation words a bad parameter (apps/api/src/errors.ts). */
export const CURSOR_MESSAGE = 'querystring cursor: not a page of this search (ask again without cursor)';

/** A short hash of the query's normalised parameters (everything but the cursor). */
export function queryHash(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 12);
}

export function encodeCursor(offset: number, hash: string): string {
  return Buffer.from(`${offset}.${hash}`).toString('base64url');
}

/** The offset a cursor points at; a 400 naming `cursor` when it is not one of this query's. */
export function decodeCursor(cursor: string, hash: string): number {
  const [offset, ownHash, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (rest.length > 0 || ownHash !== hash || !offset || !/^\d{1,7}$/.test(offset)) {
    throw new AppError('bad-request', CURSOR_MESSAGE, { field: 'cursor' });
  }
  return Number(offset);
}
