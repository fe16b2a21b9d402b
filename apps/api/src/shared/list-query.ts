import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { BACK_OFFICE_MESSAGES } from '@vastra/domain/back-office';
import { AppError } from '../errors';
import { isUuid } from './uuid';

// What the back office's lists share: the search text, LIKE matching, and a keyset cursor on (a time, an id).

/**
 * A search text without NUL and unpaired surrogates: PostgreSQL cannot take them as text, and no stored text
 * holds them (the body guard refuses them in bodies; a query string is only searched). Undefined when empty.
 */
export const searchText = (q: string | undefined): string | undefined =>
  q?.replaceAll('\u0000', '').replace(/\p{Surrogate}/gu, '') || undefined;

/** A text matched literally inside LIKE: its own `%`, `_` and `\` are not wildcards. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Where a page ordered by (time desc, id desc) ended: the last row's time in microseconds since 1970 and its id. */
export interface TimeCursor {
  micros: string;
  id: string;
}

/** The cursor as clients see it: opaque (base64url of JSON), the shape of list-cursor.ts's product cursor. */
export const timeCursor = (c: TimeCursor): string =>
  Buffer.from(JSON.stringify([c.micros, c.id])).toString('base64url');

/** Reads a cursor strictly: a tampered one is a 400 naming `cursor` (with `message`), never a SQL error. */
export function readTimeCursor(cursor: string, message: string = BACK_OFFICE_MESSAGES.cursorInvalid): TimeCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (Array.isArray(value) && value.length === 2) {
    const [micros, id] = value as unknown[];
    if (typeof micros === 'string' && /^-?\d{1,18}$/.test(micros) && typeof id === 'string' && isUuid(id)) {
      return { micros, id: id.toLowerCase() };
    }
  }
  throw new AppError('bad-request', `cursor: ${message}`, { field: 'cursor' });
}

/** The rows after `cursor` in a newest-first list ordered by (time, id) descending. */
export const olderThan = (time: AnyColumn, id: AnyColumn, cursor: TimeCursor): SQL =>
  sql`(${time}, ${id})
    < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`;
