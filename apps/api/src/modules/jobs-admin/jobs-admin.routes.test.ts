import type { JobsAttentionResponse } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M, missingPermissionMessage } from '@vastra/domain/back-office';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../db/schema';
import { buildTestApp, type ManualClock, type TestApp } from '../../testing/build-test-app';
import { signedInStaff } from '../../testing/factories';
import { manualClock } from '../../shared/clock';
import { createJobRunner, type JobRunner, type OnceTask } from '../../shared/jobs';

const quiet = { error: () => undefined, warn: () => undefined };
const UNKNOWN = '0b9c6a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

let t: TestApp;
let clock: ManualClock;
let runner: JobRunner;
let owner: Record<string, string>;
let manager: Record<string, string>;
/** The keys whose job fails, as a broken third party would make it. */
const failing = new Set<string>();

const idOf = async (key: string) => {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.key, key));
  if (!row) throw new Error(`no job ${key}`);
  return row;
};
const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/jobs/attention', headers });
const retry = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers });
const retryAudits = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.targetId, id)));

beforeAll(async () => {
  clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  t = await buildTestApp({}, { clock });
  owner = (await signedInStaff(t, { role: 'owner', fullName: 'Asha Owner' })).headers;
  manager = (await signedInStaff(t, { role: 'manager', fullName: 'Meera Manager' })).headers;
  const task: OnceTask<{ key: string }> = {
    name: 'tax-documents',
    run: ({ key }) => (failing.has(key) ? Promise.reject(new Error('PDF storage unreachable')) : Promise.resolve()),
  };
  runner = createJobRunner({
    db: t.database.db,
    clock,
    log: quiet,
    workerId: 'jobs-admin-test',
    policy: { leaseMs: 60_000, maxAttempts: 2, backoffBaseMs: 10_000, backoffMaxMs: 10_000 },
    once: [task],
  });
  // Two jobs die through the real runner: each fails its first try and, 10 s later, its last.
  for (const key of ['order-1', 'order-2']) {
    failing.add(key);
    await runner.enqueue(t.database.db, 'tax-documents', { key, payload: { key } });
    expect(await runner.runDue()).toEqual([{ task: 'tax-documents', key, outcome: 'retry' }]);
    clock.advance(10_000);
    expect(await runner.runDue()).toEqual([{ task: 'tax-documents', key, outcome: 'dead' }]);
    clock.advance(60_000);
  }
});
afterAll(() => t.close());

describe('the jobs that need attention (back office)', () => {
  it('lists the dead jobs to an owner, newest first, with their label, attempts and last error', async () => {
    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json<JobsAttentionResponse>()).toEqual({
      jobs: [
        {
          id: (await idOf('order-2')).id,
          task: 'tax-documents',
          label: 'Tax invoices and credit notes',
          key: 'order-2',
          attempts: 2,
          lastError: 'Error: PDF storage unreachable',
          updatedAt: '2026-11-21T10:01:20.000Z',
        },
        {
          id: (await idOf('order-1')).id,
          task: 'tax-documents',
          label: 'Tax invoices and credit notes',
          key: 'order-1',
          attempts: 2,
          lastError: 'Error: PDF storage unreachable',
          updatedAt: '2026-11-21T10:00:10.000Z',
        },
      ],
    });
  });

  it('refuses a manager (no settings permission) both routes with 403, and the job stays dead', async () => {
    const refusal = {
      message: missingPermissionMessage('settings'),
      code: 'missing_permission',
      permission: 'settings',
    };
    const listed = await list(manager);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toEqual(refusal);
    const job = await idOf('order-1');
    const retried = await retry(job.id, manager);
    expect(retried.statusCode).toBe(403);
    expect(retried.json()).toEqual(refusal);
    expect((await idOf('order-1')).state).toBe('dead');
    expect(await retryAudits(job.id)).toEqual([]);
  });

  it('retries a dead job: queued with no attempts, due now, audited; the runner then runs it to done', async () => {
    const job = await idOf('order-1');
    const res = await retry(job.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: job.id,
      task: 'tax-documents',
      state: 'queued',
      attempts: 0,
      message: 'Tax invoices and credit notes is queued and runs again now',
    });
    const queued = await idOf('order-1');
    expect(queued).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null, lockedUntil: null });
    expect(queued.runAt.toISOString()).toBe(clock.now().toISOString());
    const audits = await retryAudits(job.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      staffName: 'Asha Owner',
      targetType: 'job',
      before: {
        task: 'tax-documents',
        key: 'order-1',
        state: 'dead',
        attempts: 2,
        lastError: 'Error: PDF storage unreachable',
      },
      after: { task: 'tax-documents', key: 'order-1', state: 'queued', attempts: 0 },
    });
    // Only the other job still waits.
    expect((await list(owner)).json<JobsAttentionResponse>().jobs.map((row) => row.key)).toEqual(['order-2']);

    failing.delete('order-1');
    expect(await runner.runDue()).toEqual([{ task: 'tax-documents', key: 'order-1', outcome: 'done' }]);
    expect(await idOf('order-1')).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('answers 409 action_not_allowed for a job that is not dead, and 404 for an unknown one', async () => {
    const done = await idOf('order-1');
    const notDead = await retry(done.id, owner);
    expect(notDead.statusCode).toBe(409);
    expect(notDead.json()).toEqual({ message: M.jobNotDead, code: 'action_not_allowed' });
    expect((await idOf('order-1')).state).toBe('done');
    expect(await retryAudits(done.id)).toHaveLength(1);

    for (const id of [UNKNOWN, 'not-a-job']) {
      const unknown = await retry(id, owner);
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.json(), id).toEqual({ message: M.jobNotFound, code: 'not_found' });
    }
  });
});
