import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs, jobWorkers } from '../../db/schema';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { manualClock } from '../clock';
import {
  createJobRunner,
  DONE_JOB_RETENTION_MS,
  JOB_HEARTBEAT_MS,
  JOB_POLL_MS,
  WORKER_GONE_MS,
  type OnceTask,
  type RecurringTask,
} from './job-runner';
import type { JobPolicy } from './job-policy';

const quiet = { error: () => undefined, warn: () => undefined };
const policy: JobPolicy = { leaseMs: 60_000, maxAttempts: 3, backoffBaseMs: 10_000, backoffMaxMs: 40_000 };

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(jobs);
  await t.database.db.delete(jobWorkers);
});

const runner = (
  workerId: string,
  tasks: { recurring?: RecurringTask[]; once?: OnceTask<never>[] },
  over: Partial<JobPolicy> = {},
) => createJobRunner({ db: t.database.db, clock, log: quiet, workerId, policy: { ...policy, ...over }, ...tasks });

const rows = () => t.database.db.select().from(jobs).orderBy(jobs.key);
const workers = async () => (await t.database.db.select().from(jobWorkers).orderBy(jobWorkers.id)).map((w) => w.id);

/** Lets the (fake) interval fire until `done` holds: a condition, however slowly the database answers. */
async function tickUntil(ms: number, done: () => Promise<boolean>) {
  for (let ticks = 0; !(await done()); ticks += 1) {
    if (ticks === 2_000) throw new Error('the runner never got there');
    vi.advanceTimersByTime(ms);
  }
}

describe('the job runner', () => {
  it('runs each of 120 jobs exactly once with two runners claiming at the same time', async () => {
    const runs = new Map<string, number>();
    const task: OnceTask<{ n: number }> = {
      name: 'count',
      run: async ({ n }) => {
        runs.set(String(n), (runs.get(String(n)) ?? 0) + 1);
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    const a = runner('a', { once: [task] });
    const b = runner('b', { once: [task] });
    for (let n = 0; n < 120; n += 1) await a.enqueue(t.database.db, 'count', { key: `n${n}`, payload: { n } });
    // The same key again changes nothing: one job per task and key.
    await b.enqueue(t.database.db, 'count', { key: 'n7', payload: { n: 7 } });

    const drain = async (r: typeof a) => {
      let ran = 0;
      for (let got = await r.runDue(); got.length > 0; got = await r.runDue()) ran += got.length;
      return ran;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);

    expect(byA + byB).toBe(120);
    expect(runs.size).toBe(120);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const states = (await rows()).map((row) => row.state);
    expect(new Set(states)).toEqual(new Set(['done']));
  });

  it('runs a recurring task once per interval, whichever of two processes polls', async () => {
    let runs = 0;
    const task: RecurringTask = { name: 'tick', everyMs: 60_000, run: () => Promise.resolve((runs += 1)) };
    const a = runner('a', { recurring: [task] });
    const b = runner('b', { recurring: [task] });
    await Promise.all([a.arm(), b.arm()]);
    expect(await rows()).toHaveLength(1);

    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toBe(1);
    clock.advance(59_999);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toBe(1);
    clock.advance(1);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toBe(2);
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null, runs: 2 });
    expect(row?.runAt.toISOString()).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
  });

  it('retries a failing job after 10 s, then 20 s; after its third try it waits dead with its error', async () => {
    let tries = 0;
    const task: OnceTask<never> = {
      name: 'flaky',
      run: () => Promise.reject(new Error(`refused ${(tries += 1)}`)),
    };
    const a = runner('a', { once: [task] });
    await a.enqueue(t.database.db, 'flaky', { key: 'one' });

    expect(await a.runDue()).toEqual([{ task: 'flaky', key: 'one', outcome: 'retry' }]);
    clock.advance(9_999);
    expect(await a.runDue()).toEqual([]);
    clock.advance(1);
    expect(await a.runDue()).toEqual([{ task: 'flaky', key: 'one', outcome: 'retry' }]);
    clock.advance(20_000);
    expect(await a.runDue()).toEqual([{ task: 'flaky', key: 'one', outcome: 'dead' }]);
    clock.advance(24 * 3_600_000);
    expect(await a.runDue()).toEqual([]);

    const [row] = await rows();
    expect(row).toMatchObject({ state: 'dead', attempts: 3, lastError: 'Error: refused 3', lockedBy: null });
    expect(tries).toBe(3);
  });

  it('runs again a job whose process died holding it, once its lease is over, and never one still held', async () => {
    let runs = 0;
    const task: OnceTask<never> = { name: 'work', run: () => Promise.resolve((runs += 1)) };
    const now = clock.now();
    await t.database.db.insert(jobs).values([
      { task: 'work', key: 'crashed', state: 'running', attempts: 1, lockedBy: 'gone', lockedUntil: now },
      {
        task: 'work',
        key: 'held',
        state: 'running',
        attempts: 1,
        lockedBy: 'busy',
        lockedUntil: new Date(now.getTime() + 1),
      },
    ]);

    expect(await runner('b', { once: [task] }).runDue()).toEqual([{ task: 'work', key: 'crashed', outcome: 'done' }]);
    expect(runs).toBe(1);
    const [crashed, held] = await rows();
    expect(crashed).toMatchObject({ state: 'done', attempts: 2 });
    expect(held).toMatchObject({ state: 'running', lockedBy: 'busy' });
  });

  it("holds a task with its own lease for that long, and the others for the policy's", async () => {
    const short: OnceTask<never> = { name: 'short', leaseMs: 5_000, run: () => new Promise(() => undefined) };
    const long: OnceTask<never> = { name: 'long', run: () => new Promise(() => undefined) };
    const a = runner('a', { once: [short, long] });
    const now = clock.now();
    await t.database.db.insert(jobs).values([
      { task: 'short', key: 'text', runAt: now },
      { task: 'long', key: 'report', runAt: now },
    ]);
    // a claims both and, its runs never ending, is as good as dead: after 5 s b takes over the short task only.
    void a.runDue();
    const claimed = async () => (await rows()).every((row) => row.state === 'running');
    while (!(await claimed())) await new Promise((resolve) => setImmediate(resolve));
    expect((await rows()).map((row) => [row.key, row.lockedUntil?.getTime()])).toEqual([
      ['report', now.getTime() + 60_000],
      ['text', now.getTime() + 5_000],
    ]);
    clock.advance(5_000);
    const taken: string[] = [];
    const b = runner('b', { once: [{ ...short, run: () => Promise.resolve(taken.push('text')) }, long] });
    await b.runDue();
    expect(taken).toEqual(['text']);
    expect((await rows()).map((row) => [row.key, row.state, row.lockedBy])).toEqual([
      ['report', 'running', 'a'],
      ['text', 'done', null],
    ]);
  });

  it('takes again a whole batch whose process is no longer seen, started or not, long before its leases', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let release: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => (release = resolve));
    // a claims the three jobs in one batch under a lease of ten minutes; the first run hangs, the others never start.
    let runsOfA = 0;
    const a = runner('a', { once: [{ name: 'work', run: () => ((runsOfA += 1), hung) }] }, { leaseMs: 10 * 60_000 });
    const taken: string[] = [];
    const b = runner('b', { once: [{ name: 'work', run: () => Promise.resolve(taken.push('work')) }] });
    try {
      for (const key of ['j1', 'j2', 'j3']) await a.enqueue(t.database.db, 'work', { key });
      a.start();
      await tickUntil(JOB_POLL_MS, async () => (await rows()).every((row) => row.state === 'running'));
      expect(await workers()).toEqual(['a']);

      // While a says it is alive, nothing of its batch is taken, however long its runs take…
      clock.advance(WORKER_GONE_MS);
      const seen = clock.now().getTime();
      await tickUntil(JOB_HEARTBEAT_MS, async () => {
        const [row] = await t.database.db.select().from(jobWorkers);
        return row?.seenAt.getTime() === seen;
      });
      clock.advance(WORKER_GONE_MS - 1);
      expect(await b.runDue()).toEqual([]);
      // …nor by a itself, whose own heartbeat is a minute old by now.
      clock.advance(1);
      expect(await a.runDue()).toEqual([]);

      // a stops beating (as a process killed does): a minute after it was last seen, b takes all three.
      expect((await b.runDue()).map((run) => [run.key, run.outcome])).toEqual([
        ['j1', 'done'],
        ['j2', 'done'],
        ['j3', 'done'],
      ]);
      expect(taken).toHaveLength(3);
      expect((await rows()).map((row) => [row.key, row.state, row.attempts, row.lockedBy])).toEqual([
        ['j1', 'done', 2, null],
        ['j2', 'done', 2, null],
        ['j3', 'done', 2, null],
      ]);
    } finally {
      // a's hung run ends: it no longer holds its jobs, so it writes nothing and starts neither of the others; stopping
      // takes its row out.
      release();
      await a.stop();
      vi.useRealTimers();
    }
    expect(runsOfA).toBe(1);
    expect((await rows()).every((row) => row.state === 'done' && row.runs === 1)).toBe(true);
    expect(await workers()).toEqual([]);
  });

  it('holds a job of a batch for its lease from when it starts, when that is well after the claim', async () => {
    const started: [string, number | undefined][] = [];
    const a = runner('a', {
      once: [
        {
          name: 'work',
          run: async () => {
            const held = (await rows()).find((row) => row.key === (started.length === 0 ? 'j1' : 'j2'));
            started.push([held?.key ?? '?', held?.lockedUntil?.getTime()]);
            clock.advance(JOB_HEARTBEAT_MS + 1);
          },
        },
      ],
    });
    await a.enqueue(t.database.db, 'work', { key: 'j1' });
    await a.enqueue(t.database.db, 'work', { key: 'j2' });
    const claimedAt = clock.now().getTime();
    expect((await a.runDue()).map((run) => run.outcome)).toEqual(['done', 'done']);
    expect(started).toEqual([
      ['j1', claimedAt + 60_000],
      ['j2', claimedAt + JOB_HEARTBEAT_MS + 1 + 60_000],
    ]);
  });

  it('forgets a runner not seen for a day, when the maintenance prunes', async () => {
    const day = 24 * 60 * 60_000;
    const now = clock.now().getTime();
    await t.database.db.insert(jobWorkers).values([
      { id: 'killed', seenAt: new Date(now - day - 1) },
      { id: 'killed-today', seenAt: new Date(now - day) },
    ]);
    await runner('a', { once: [] }).pruneDone();
    expect(await workers()).toEqual(['killed-today']);
  });

  it('writes nothing for a run whose lease ran out and another process took the job over', async () => {
    let runs = 0;
    const b = runner('b', { once: [] });
    const slow: OnceTask<never> = {
      name: 'slow',
      run: async () => {
        runs += 1;
        if (runs === 1) {
          clock.advance(60_000);
          expect(await b.runDue()).toEqual([{ task: 'slow', key: 'k', outcome: 'done' }]);
          throw new Error('too late');
        }
      },
    };
    const lateB = runner('b', { once: [slow] });
    Object.assign(b, { runDue: lateB.runDue });
    const a = runner('a', { once: [slow] });
    await a.enqueue(t.database.db, 'slow', { key: 'k' });

    await a.runDue();

    expect(runs).toBe(2);
    const [row] = await rows();
    // Two runs happened; the row counts the one that finished holding it.
    expect(row).toMatchObject({ state: 'done', lastError: null, lockedBy: null, runs: 1 });
  });

  it('deletes once jobs done more than a week ago, and keeps newer ones, dead ones and recurring rows', async () => {
    const work: OnceTask<never> = { name: 'work', run: () => Promise.resolve() };
    const a = runner('a', {
      recurring: [{ name: 'tick', everyMs: 60_000, run: () => Promise.resolve() }],
      once: [work],
    });
    await a.arm();
    await a.enqueue(t.database.db, 'work', { key: 'old' });
    await a.runDue();
    await t.database.db.insert(jobs).values({ task: 'work', key: 'given-up', state: 'dead', runAt: clock.now() });
    clock.advance(DONE_JOB_RETENTION_MS);
    await a.enqueue(t.database.db, 'work', { key: 'recent' });
    await a.runDue(['work']);
    // The old job is exactly a week old: kept. A moment later it goes, and only it.
    expect(await a.pruneDone()).toBe(0);
    clock.advance(1);
    expect(await a.pruneDone()).toBe(1);
    expect((await rows()).map((row) => [row.task, row.key, row.state])).toEqual([
      ['work', 'given-up', 'dead'],
      ['work', 'recent', 'done'],
      ['tick', 'recurring', 'queued'],
    ]);
  });

  it('leaves alone the jobs of a task this process does not know', async () => {
    await t.database.db.insert(jobs).values({ task: 'newer-version', key: 'x', runAt: clock.now() });
    expect(await runner('a', { once: [] }).runDue()).toEqual([]);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.task, 'newer-version'));
    expect(row?.state).toBe('queued');
  });

  it('runs the due jobs on its own poll once started, with no one asking (every JOB_POLL_MS)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const a = runner('a', {
      recurring: [{ name: 'tick', everyMs: 60_000, run: () => Promise.resolve() }],
      once: [{ name: 'work', run: () => Promise.resolve() }],
    });
    try {
      await t.database.db.insert(jobs).values({ task: 'work', key: 'left-by-a-crash', runAt: clock.now() });
      a.start();
      // Polls come by the (fake) interval; between two, the database answers whatever the runner asked of it. A poll
      // that finds a run in progress does nothing, so on a loaded machine it takes more of them: the bound only stops
      // a runner that never polls (the defect this pins), it is not a time limit.
      const workDone = async () => (await rows()).some((row) => row.task === 'work' && row.state === 'done');
      let polls = 0;
      while (!(await workDone()) && polls < 2_000) {
        vi.advanceTimersByTime(JOB_POLL_MS);
        polls += 1;
      }
      await a.stop();
      expect((await rows()).map((row) => [row.task, row.key, row.state])).toEqual([
        ['work', 'left-by-a-crash', 'done'],
        ['tick', 'recurring', 'queued'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
