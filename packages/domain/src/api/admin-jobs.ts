import { z } from 'zod';
import { Id, IsoDateTime } from './common';

// Background jobs that gave up and wait for staff (GET /api/admin/jobs/attention, POST /api/admin/jobs/:id/retry).

/** One dead job: it failed on its last attempt; `lastError` says why, `label` names its task for a person. */
export const AttentionJob = z.object({
  id: Id,
  /** The task's name, as the job runner knows it ('reconcile-payments'…). */
  task: z.string(),
  /** Its label (JOB_TASK_LABELS in the back office's messages). */
  label: z.string(),
  key: z.string(),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  /** When it last failed (it is dead since then). */
  updatedAt: IsoDateTime,
});
export type AttentionJob = z.infer<typeof AttentionJob>;

/** The dead jobs, newest first. */
export const JobsAttentionResponse = z.object({ jobs: z.array(AttentionJob) });
export type JobsAttentionResponse = z.infer<typeof JobsAttentionResponse>;

/** A retried job: queued again with no attempts, due now. */
export const RetryJobResponse = z.object({
  id: Id,
  task: z.string(),
  state: z.literal('queued'),
  attempts: z.literal(0),
  message: z.string(),
});
export type RetryJobResponse = z.infer<typeof RetryJobResponse>;

/** Development only (POST /api/dev/jobs/dead): a job of `task` made dead with `error`, for the browser journeys. */
export const DevDeadJobBody = z.strictObject({
  task: z.string().regex(/^[a-z][a-z-]{0,39}$/),
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  error: z.string().min(1).max(500),
});
export type DevDeadJobBody = z.infer<typeof DevDeadJobBody>;
export const DevDeadJobResponse = z.object({ id: Id });
export type DevDeadJobResponse = z.infer<typeof DevDeadJobResponse>;
