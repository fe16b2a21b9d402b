import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, jobWorkers } from '../../db/schema';
import type { Clock } from '../clock';
import { DEFAULT_JOB_POLICY, nextTry, type JobPolicy } from './job-policy';

/** A task run again and again: one row in `jobs`, re-armed `everyMs` after each run, whichever process ran it. */
export interface RecurringTask {
  name: string;
  everyMs: number;
  /** How long a claim holds it, when not the policy's lease. */
  leaseMs?: number;
  run(): Promise<unknown>;
}

/** A task run once per key (enqueued with `enqueue`, in the transaction of the change that asks for it). */
export interface OnceTask<P = unknown> {
  name: string;
  /**
   * How long a claim holds it, when not the policy's lease: a short task (a text, whose send gives up in seconds)
   * cut off by a crash is then taken again sooner.
   */
  leaseMs?: number;
  run(payload: P): Promise<unknown>;
}

export type JobRow = typeof jobs.$inferSelect;

/** How a run ended: done, to be tried again, or given up (dead, waiting for staff). */
export type JobOutcome = 'done' | 'retry' | 'dead';

/** The key of a recurring task's one row. */
export const RECURRING_KEY = 'recurring';
/** How often a started runner looks for due jobs. */
export const JOB_POLL_MS = 2_000;
/** How long a done once job is kept (for support's questions about what ran) before the maintenance deletes it. */
export const DONE_JOB_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** How often a started runner says it is alive (`job_workers.seen_at`). */
export const JOB_HEARTBEAT_MS = 10_000;
/**
 * A runner not seen for this long is taken for dead, and the jobs it holds are claimed again (six heartbeats missed:
 * a process busy or waiting for the database never misses that many; decision 152).
 */
export const WORKER_GONE_MS = 60_000;
/** How long the row of a runner that stopped without saying so is kept (the maintenance deletes it). */
const GONE_WORKER_RETENTION_MS = 24 * 60 * 60_000;
/** The most done jobs one prune deletes: the maintenance runs every 15 minutes, so the backlog goes in steps. */
const PRUNE_BATCH = 5_000;
/** The most jobs one poll claims. */
const CLAIM_BATCH = 10;

export interface JobRunner {
  /** Adds a job for a once task, unless one with the same task and key exists (then nothing changes). */
  enqueue(tx: Db, task: string, job: { key: string; payload?: unknown; runAt?: Date }): Promise<void>;
  /**
   * Claims the jobs due now (of the tasks named, or all this runner knows) and runs them, one after another; answers
   * what each ended as.
   */
  runDue(tasks?: readonly string[]): Promise<{ task: string; key: string; outcome: JobOutcome }[]>;
  /**
   * Creates the recurring tasks' rows (once, whichever process starts first), then polls every JOB_POLL_MS and says
   * it is alive every JOB_HEARTBEAT_MS.
   */
  start(): void;
  /** Stops polling, waits for the run in progress, and takes its row out of `job_workers`. */
  stop(): Promise<void>;
  /** Creates the recurring tasks' rows; `start` does it, tests call it. */
  arm(): Promise<void>;
  /**
   * Deletes once jobs done more than DONE_JOB_RETENTION_MS ago (at most PRUNE_BATCH per call): every order event
   * leaves a done job, which nothing reads once its reaction ran. Dead jobs stay for staff; answers how many went.
   * Also forgets the runners not seen for a day (a process killed never takes its own row out).
   */
  pruneDone(): Promise<number>;
}

/**
 * Adds a job for a once task in `tx` (the transaction of the change that asks for it, so the job and the change
 * commit together), unless one with the same task and key exists: then nothing changes.
 */
export async function enqueueJob(
  tx: Db,
  task: string,
  job: { key: string; payload?: unknown; runAt: Date; createdAt?: Date },
) {
  const createdAt = job.createdAt ?? job.runAt;
  await tx
    .insert(jobs)
    .values({ task, key: job.key, payload: job.payload ?? null, runAt: job.runAt, createdAt, updatedAt: createdAt })
    .onConflictDoNothing();
}

/** The run-at time of a job due as soon as it is committed, whatever any process's clock reads. */
export const DUE_AT_ONCE = new Date(0);

/**
 * The one job runner (docs/decisions/075-one-job-runner.md). Every process runs one; they share the `jobs` table and
 * never run a job twice at once: a claim is `FOR UPDATE SKIP LOCKED` and then holds the job for its lease, or until
 * its process has not been seen for WORKER_GONE_MS (docs/decisions/152-job-runner-heartbeats.md): a batch claimed by a
 * process that dies is taken again within a minute, its unstarted jobs too, whatever their leases. Times come from
 * `clock`, so tests move them by hand.
 */
export function createJobRunner(deps: {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Names this process in `locked_by`. */
  workerId: string;
  recurring?: readonly RecurringTask[];
  once?: readonly OnceTask<never>[];
  policy?: JobPolicy;
  /** Told of every run this process finished, however it ended (the metrics count them: jobs_run_total). */
  onRun?: (task: string, outcome: JobOutcome) => void;
}): JobRunner {
  const { db, clock, log } = deps;
  const policy = deps.policy ?? DEFAULT_JOB_POLICY;
  const recurring = new Map((deps.recurring ?? []).map((task) => [task.name, task]));
  const once = new Map((deps.once ?? []).map((task) => [task.name, task as OnceTask]));
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function arm() {
    const now = clock.now();
    for (const task of recurring.values()) {
      await db
        .insert(jobs)
        .values({ task: task.name, key: RECURRING_KEY, runAt: now, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
    }
  }

  /** When a claim made `now` ends: each task's own lease, else the policy's. */
  function leaseEnd(now: Date) {
    const until = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const own = [...recurring.values(), ...once.values()].filter((task) => task.leaseMs !== undefined);
    if (own.length === 0) return new Date(now.getTime() + policy.leaseMs);
    const cases = own.map((task) => sql`when ${task.name} then ${until(task.leaseMs ?? policy.leaseMs)}::timestamptz`);
    return sql`case ${jobs.task} ${sql.join(cases, sql` `)} else ${until(policy.leaseMs)}::timestamptz end`;
  }

  /** Says this runner is alive (its row of `job_workers`, by this process's clock). */
  async function beat() {
    const seenAt = clock.now();
    await db
      .insert(jobWorkers)
      .values({ id: deps.workerId, seenAt })
      .onConflictDoUpdate({ target: jobWorkers.id, set: { seenAt } });
  }

  /**
   * Claims up to CLAIM_BATCH due jobs: queued and due, or running past a lease its process did not finish, or held by
   * another process not seen for WORKER_GONE_MS (a runner never started, as in tests, is held to its leases). One
   * statement: the due rows are locked (skipping those another runner holds) and marked in the same statement, so a
   * claim is one round trip, and one that finds nothing writes nothing. The due ids are read into an array first, so
   * the locking select runs once (a subquery under `in` may be run again by the plan, locking more than its limit).
   */
  async function claim(now: Date, only?: readonly string[]): Promise<JobRow[]> {
    const known = [...recurring.keys(), ...once.keys()].filter((name) => !only || only.includes(name));
    if (known.length === 0) return [];
    const gone = db
      .select({ id: jobWorkers.id })
      .from(jobWorkers)
      .where(and(lte(jobWorkers.seenAt, new Date(now.getTime() - WORKER_GONE_MS)), ne(jobWorkers.id, deps.workerId)));
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.task, known),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.state, 'running'), or(lte(jobs.lockedUntil, now), inArray(jobs.lockedBy, gone))),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: leaseEnd(now),
        lockedBy: deps.workerId,
        updatedAt: now,
      })
      .where(sql`${jobs.id} = any(array(${due}))`)
      .returning();
  }

  /** Writes how a claimed job ended, only while this process still holds it (a lost lease writes nothing). */
  async function settle(job: JobRow, failure: string | null): Promise<JobOutcome> {
    const now = clock.now();
    const task = recurring.get(job.task);
    const next = nextTry({ attempts: job.attempts, failed: failure !== null, recurringEveryMs: task?.everyMs }, policy);
    const held = and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, deps.workerId));
    await db
      .update(jobs)
      .set({
        state: next.state,
        attempts: failure === null && task ? 0 : job.attempts,
        runs: sql`${jobs.runs} + 1`,
        runAt: new Date(now.getTime() + next.afterMs),
        lockedUntil: null,
        lockedBy: null,
        lastError: failure,
        updatedAt: now,
      })
      .where(held);
    if (next.state === 'dead') log.error({ job: job.task, key: job.key, attempts: job.attempts }, 'job gave up');
    if (failure === null) return 'done';
    return next.state === 'dead' ? 'dead' : 'retry';
  }

  async function runOne(job: JobRow): Promise<JobOutcome> {
    const every = recurring.get(job.task);
    const single = once.get(job.task);
    let failure: string | null = null;
    try {
      if (every) await every.run();
      else if (single) await single.run(job.payload);
      else throw new Error(`no task named ${job.task}`);
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      log.warn({ err: error, job: job.task, key: job.key, attempt: job.attempts }, 'job failed');
      failure = message.slice(0, 2_000);
    }
    const outcome = await settle(job, failure);
    deps.onRun?.(job.task, outcome);
    return outcome;
  }

  /**
   * Before a job of a batch starts well after its claim: holds it for its lease from now, if this process still holds
   * it (another may have taken it meanwhile, its lease over or this process unseen); answers whether it does.
   */
  async function holdFromNow(job: JobRow): Promise<boolean> {
    const now = clock.now();
    const held = await db
      .update(jobs)
      .set({ lockedUntil: leaseEnd(now), updatedAt: now })
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, deps.workerId)))
      .returning({ id: jobs.id });
    return held.length > 0;
  }

  async function runDue(tasks?: readonly string[]) {
    const ran: { task: string; key: string; outcome: JobOutcome }[] = [];
    const claimedAt = clock.now();
    for (const job of await claim(claimedAt, tasks)) {
      // Started within a heartbeat of the claim, a job runs on the claim's lease (no statement more); later, its lease
      // starts when it starts, and one no longer held is left to whoever holds it.
      const late = clock.now().getTime() - claimedAt.getTime() > JOB_HEARTBEAT_MS;
      if (late && !(await holdFromNow(job))) continue;
      ran.push({ task: job.task, key: job.key, outcome: await runOne(job) });
    }
    return ran;
  }

  const poll = () => {
    if (running) return;
    running = runDue()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'job runner poll failed'))
      .finally(() => {
        running = undefined;
      });
  };

  async function pruneDone(): Promise<number> {
    const before = new Date(clock.now().getTime() - DONE_JOB_RETENTION_MS);
    const old = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, 'done'), lt(jobs.updatedAt, before)))
      .limit(PRUNE_BATCH);
    const pruned = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
    const forgotten = new Date(clock.now().getTime() - GONE_WORKER_RETENTION_MS);
    await db.delete(jobWorkers).where(lt(jobWorkers.seenAt, forgotten));
    return pruned.length;
  }

  return {
    enqueue: (tx, task, job) => enqueueJob(tx, task, { runAt: clock.now(), ...job }),
    pruneDone,
    runDue,
    arm,
    start() {
      if (timer) return;
      // Polls skip while `running` is set: arming clears it when done, as a poll's run does.
      running = Promise.all([arm(), beat()])
        .catch((error: unknown) => log.error({ err: error }, 'job runner could not arm its tasks'))
        .finally(() => {
          running = undefined;
        });
      timer = setInterval(poll, JOB_POLL_MS);
      timer.unref();
      heartbeat = setInterval(() => {
        beat().catch((error: unknown) => log.warn({ err: error }, 'job runner could not say it is alive'));
      }, JOB_HEARTBEAT_MS);
      heartbeat.unref();
    },
    async stop() {
      if (!timer) return;
      clearInterval(timer);
      clearInterval(heartbeat);
      timer = undefined;
      heartbeat = undefined;
      await running;
      // Left behind, the row only ages until the maintenance deletes it: nothing this process holds is lost.
      await db
        .delete(jobWorkers)
        .where(eq(jobWorkers.id, deps.workerId))
        .catch((error: unknown) => log.warn({ err: error }, 'job runner could not take its row out'));
    },
  };
}
