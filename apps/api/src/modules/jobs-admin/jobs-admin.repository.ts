import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

/** The most dead jobs one answer lists (newest first); more than this means something broke for everyone. */
export const ATTENTION_LIST_MAX = 100;

/** The jobs that failed on their last attempt and wait for staff, newest first. */
export function listDeadJobs(db: Db) {
  return db
    .select({
      id: jobs.id,
      task: jobs.task,
      key: jobs.key,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(eq(jobs.state, 'dead'))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(ATTENTION_LIST_MAX);
}

/** One job, locked for the rest of the transaction (a retry and the runner never write it at once). */
export async function lockJob(tx: Db, id: string) {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return row;
}

/** A dead job back in the queue: no attempts, due `now`; answers false when it was no longer dead. */
export async function requeueDeadJob(tx: Db, id: string, now: Date): Promise<boolean> {
  const updated = await tx
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, lockedUntil: null, lockedBy: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'dead')))
    .returning({ id: jobs.id });
  return updated.length === 1;
}

/** Development only: a job that gave up, as the runner leaves it after its last attempt (the journeys' fixture). */
export async function writeDeadJob(db: Db, job: { task: string; key: string; error: string }, now: Date) {
  const dead = { state: 'dead', attempts: 8, lastError: job.error, lockedUntil: null, lockedBy: null, updatedAt: now };
  const [row] = await db
    .insert(jobs)
    .values({ task: job.task, key: job.key, runAt: now, createdAt: now, ...dead })
    .onConflictDoUpdate({ target: [jobs.task, jobs.key], set: dead })
    .returning({ id: jobs.id });
  if (!row) throw new Error('dead job not written');
  return row;
}
