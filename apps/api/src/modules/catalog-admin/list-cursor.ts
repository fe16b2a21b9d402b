import { BACK_OFFICE_MESSAGES } from '@vastra/domain/back-office';
import { AppError } from '../../errors';
import { isUuid } from '../../shared/uuid';

// The back office's list cursors: opaque to clients (base64url of JSON), checked strictly here so a
// tampered cursor is a 400 naming `cursor`, never a SQL error.

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const invalidCursor = () =>
  new AppError('bad-request', `cursor: ${BACK_OFFICE_MESSAGES.cursorInvalid}`, { field: 'cursor' });

/** Where a product page ended: the last row's updated_at in microseconds since 1970 (exact) and its id. */
export interface ProductCursor {
  micros: string;
  id: string;
}

export const productCursor = (c: ProductCursor): string => encode([c.micros, c.id]);

export function readProductCursor(cursor: string): ProductCursor {
  const value = decode(cursor);
  if (Array.isArray(value) && value.length === 2) {
    const [micros, id] = value as unknown[];
    if (typeof micros === 'string' && /^-?\d{1,18}$/.test(micros) && typeof id === 'string' && isUuid(id)) {
      return { micros, id: id.toLowerCase() };
    }
  }
  throw invalidCursor();
}

/** Where a stock-movement page ended: the last row's id (movements are numbered as they are written). */
export const movementCursor = (id: number): string => encode([id]);

export function readMovementCursor(cursor: string): number {
  const value = decode(cursor);
  if (Array.isArray(value) && value.length === 1 && Number.isSafeInteger(value[0]) && (value[0] as number) > 0) {
    return value[0] as number;
  }
  throw invalidCursor();
}
