import { BACK_OFFICE_MESSAGES as M, jobTaskLabel } from '@vastra/domain/back-office';
import type { RetryJobResponse } from '@vastra/domain/api';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import { recordAudit } from '../audit';
import { lockJob, requeueDeadJob } from './jobs-admin.repository';

export const jobNotFound = () => new AppError('not-found', M.jobNotFound);
const jobNotDead = () => new AppError('conflict', M.jobNotDead, { code: 'action_not_allowed' });

/**
 * Staff retry a dead job: it goes back to `queued` with no attempts, due now, so the next poll of any process's job
 * runner runs it (apps/api/src/shared/jobs/job-runner.ts). Refused (409 action_not_allowed) unless it is dead; the
 * audit entry is written in the same transaction.
 */
export async function retryJob(
  db: Db,
  by: Pick<StaffUser, 'id' | 'fullName'>,
  id: string,
  now: Date,
): Promise<RetryJobResponse> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const job = await lockJob(tx, id);
    if (!job) throw jobNotFound();
    if (job.state !== 'dead' || !(await requeueDeadJob(tx, id, now))) throw jobNotDead();
    await recordAudit(tx, by, {
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      before: { task: job.task, key: job.key, state: job.state, attempts: job.attempts, lastError: job.lastError },
      after: { task: job.task, key: job.key, state: 'queued', attempts: 0 },
    });
    const label = jobTaskLabel(job.task);
    return { id, task: job.task, state: 'queued', attempts: 0, message: M.jobRetried(label) };
  });
}
