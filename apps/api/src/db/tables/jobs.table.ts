import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The one job runner's queue (apps/api/src/shared/jobs, docs/decisions/075-one-job-runner.md): every background task,
 * recurring (one row per task, re-armed after each run) or once (one row per task and key). A process claims due rows
 * with `FOR UPDATE SKIP LOCKED` and holds them for a lease; a crashed process's row is claimed again when its lease
 * ends, or sooner when the process stops saying it is alive (`job_workers`). A task that fails is retried with
 * back-off, and after its last attempt waits in `dead` for staff.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The task's name, as the runner knows it: 'reconcile-payments', 'tax-documents'… */
    task: text('task').notNull(),
    /** Unique per task: 'recurring' for a recurring task's one row, else what makes the job one of a kind. */
    key: text('key').notNull(),
    payload: jsonb('payload'),
    /** 'queued' | 'running' | 'dead' | 'done' (docs/decisions/075-one-job-runner.md). */
    state: text('state').notNull().default('queued'),
    /** Tries so far (a recurring task: since its last success); a claim counts, so a process that dies used one. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Runs this row granted and its runner finished while holding it, in every process, ever: a recurring task's
     * turns. A run whose lease was lost meanwhile (so another process may have run the same turn) does not count.
     */
    runs: integer('runs').notNull().default(0),
    runAt: ts('run_at').notNull().defaultNow(),
    /** While running: until when its process holds it; after that another process may claim it again. */
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_task_key_unique').on(t.task, t.key),
    index('jobs_due_idx').on(t.state, t.runAt),
    check('jobs_state_known', sql`${t.state} in ('queued', 'running', 'dead', 'done')`),
  ],
);

/**
 * The job runners alive (docs/decisions/152-job-runner-heartbeats.md): a started runner writes `seen_at` every
 * JOB_HEARTBEAT_MS and deletes its row when it stops. A runner not seen for WORKER_GONE_MS is taken for dead: the jobs
 * it holds are claimed again then, without waiting for their leases (apps/api/src/shared/jobs/job-runner.ts).
 */
export const jobWorkers = pgTable('job_workers', {
  /** The runner's `workerId`, as `jobs.locked_by` names it. */
  id: text('id').primaryKey(),
  /** When it last said it was alive, by its own clock. */
  seenAt: ts('seen_at').notNull(),
});
