import type { Db } from '../../db/client';

/** Runs `work` in one transaction; the helpers take the transaction as their `Db`. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/** True for a PostgreSQL unique violation (SQLSTATE 23505); Drizzle wraps driver errors in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '23505') return true;
    current = cause;
  }
  return false;
}
