import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

// NUL and unpaired UTF-16 surrogates are valid in JSON strings but not in PostgreSQL text or jsonb,
// which would fail the insert with a 500. They are never part of a real name, address or message.
const LONE_SURROGATE = /\p{Surrogate}/u;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const MAX_DEPTH = 64;

/** The path of the first string PostgreSQL cannot store, or null. Deeper values are left to the schemas. */
function unstorablePath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (unstorable(key)) return childPath;
    const found = unstorablePath(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, before validation, a JSON body with NUL or an unpaired surrogate in any text: 400 naming
 * the field (docs/rules/security.md: bad input gets 400 with a clear message, never a 500). Paths and queries
 * need no guard: their schemas allow only ids, phones and fixed words.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const path = request.body === undefined ? null : unstorablePath(request.body, '', 0);
    if (path === null) {
      done();
      return;
    }
    done(
      new AppError(
        'bad-request',
        `${path || 'body'}: contains a character that is not allowed (NUL or an unpaired surrogate)`,
        {
          ...(path ? { field: path } : {}),
        },
      ),
    );
  });
}
