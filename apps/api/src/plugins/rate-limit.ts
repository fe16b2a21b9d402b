import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { tooManyRequests } from '../errors';
import type { Clock } from '../shared/clock';

export interface RateLimitRule {
  /** e.g. `otp:phone:+919876543210:10m` — one counter per subject and window. */
  bucket: string;
  limit: number;
  windowSeconds: number;
  /** The 429 message; `{n}` is replaced by the seconds to wait. */
  message: string;
}

export interface RateLimiter {
  /**
   * Checks every rule and, only if all pass, counts one hit in each — atomically per bucket, across
   * processes (the counters live in the database, docs/rules/platform.md#scale-out). Throws a 429 AppError otherwise.
   */
  consume(rules: RateLimitRule[]): Promise<void>;
  /** Seconds until a rule would pass again (0 when it passes now), without counting. */
  retryAfter(rule: RateLimitRule): Promise<number>;
  /** Forgets a bucket's hits (e.g. failed logins after a successful one). */
  reset(bucket: string): Promise<void>;
  /** Deletes hits older than a day; called by a periodic job. */
  prune(): Promise<void>;
}

const DAY_MS = 86_400_000;

export function createRateLimiter(db: Db, clock: Clock): RateLimiter {
  async function secondsToWait(tx: Db, rule: RateLimitRule, now: Date): Promise<number> {
    const since = new Date(now.getTime() - rule.windowSeconds * 1000);
    const [row] = await tx
      .select({ hits: count(), oldest: min(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, rule.bucket), gt(rateLimitHits.at, since)));
    if (!row || row.hits < rule.limit || rule.limit === 0) return rule.limit === 0 ? rule.windowSeconds : 0;
    // The window frees up when enough of the oldest hits age out; the oldest is a safe lower bound.
    const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
    return Math.max(1, Math.ceil((oldest + rule.windowSeconds * 1000 - now.getTime()) / 1000));
  }

  return {
    async consume(rules) {
      if (rules.length === 0) return; // nothing to count (an empty insert would throw)
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Serialise concurrent requests on the same buckets (held until commit).
        for (const bucket of [...new Set(rules.map((r) => r.bucket))].sort()) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
        }
        let wait = 0;
        let refused: RateLimitRule | undefined;
        for (const rule of rules) {
          const s = await secondsToWait(tx, rule, now);
          if (s > wait) {
            wait = s;
            refused = rule;
          }
        }
        if (refused) throw tooManyRequests(refused.message.replace('{n}', String(wait)), wait);
        await tx.insert(rateLimitHits).values(rules.map((r) => ({ bucket: r.bucket, at: now })));
      });
    },
    async retryAfter(rule) {
      return secondsToWait(db, rule, clock.now());
    },
    async reset(bucket) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
    },
    async prune() {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(clock.now().getTime() - DAY_MS)));
    },
  };
}
