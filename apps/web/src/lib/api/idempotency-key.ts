/**
 * A fresh Idempotency-Key (checkout's COD order, the back office's phone order); getRandomValues also works where
 * randomUUID does not (plain-http hosts).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
