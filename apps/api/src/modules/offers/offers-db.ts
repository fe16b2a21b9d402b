import type { Db } from '../../db/client';

/** Runs `work` in one transaction (or a savepoint of the caller's); the helpers take it as their `Db`. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * The constraint a PostgreSQL statement broke when it is a CHECK (SQLSTATE 23514) or unique (23505) violation, else
 * null. Drizzle wraps driver errors in `cause`.
 */
export function violatedConstraint(error: unknown): { kind: 'check' | 'unique'; constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    const name = typeof constraint === 'string' ? constraint : '';
    if (code === '23514') return { kind: 'check', constraint: name };
    if (code === '23505') return { kind: 'unique', constraint: name };
    current = cause;
  }
  return null;
}
