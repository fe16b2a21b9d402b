import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, orderMessages } from '../../db/schema';

// The scrape-time reads (docs/decisions/116-metrics.md): counts and one minimum over indexed columns only, so a
// scrape costs the same whatever the tables hold. `jobs_due_idx` (state, run_at) serves the job queue's three,
// `order_messages_pending_idx` (created_at where status = 'pending') the texts' outbox.

/** Seconds from `from` to `now`, computed by the database (float8: a number from node-postgres and PGlite alike). */
const secondsSince = (now: Date, from: ReturnType<typeof sql>) =>
  sql<number | null>`extract(epoch from (${now.toISOString()}::timestamptz - ${from}))::float8`;

/**
 * Per task: the queued jobs that are due (waiting for a runner), and the age of the oldest of them. A job is due from
 * its run-at time, or from when it was written when that is later (an order event's job is written due at the epoch,
 * shared/jobs/job-runner.ts DUE_AT_ONCE).
 */
export function dueJobsByTask(db: Db, now: Date) {
  return db
    .select({
      task: jobs.task,
      waiting: count(),
      oldestSeconds: secondsSince(now, sql`min(greatest(${jobs.runAt}, ${jobs.createdAt}))`),
    })
    .from(jobs)
    .where(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)))
    .groupBy(jobs.task);
}

/** Per task: the jobs that failed on their last attempt and wait for staff (state `dead`, modules/jobs-admin). */
export function deadJobsByTask(db: Db) {
  return db.select({ task: jobs.task, failed: count() }).from(jobs).where(eq(jobs.state, 'dead')).groupBy(jobs.task);
}

/** The age of the oldest order text written and not yet sent (status `pending`), or null when none waits. */
export async function oldestPendingMessageSeconds(db: Db, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ seconds: secondsSince(now, sql`min(${orderMessages.createdAt})`) })
    .from(orderMessages)
    // Written as the partial index's own predicate (a literal, not a parameter), so the planner always matches it.
    .where(sql`${orderMessages.status} = 'pending'`);
  return row?.seconds ?? null;
}
