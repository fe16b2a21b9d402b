import { DevDeadJobBody, DevDeadJobResponse, JobsAttentionResponse, RetryJobResponse } from './admin-jobs';
import { IdParams } from './common';
import type { Endpoint } from './endpoint';

/** The back office's view of the job runner: the jobs that gave up, and retrying one (owner only: `settings`). */
export const ADMIN_JOB_ENDPOINTS = {
  adminJobsAttention: {
    method: 'GET',
    path: '/api/admin/jobs/attention',
    auth: { staff: 'settings' },
    tags: ['admin'],
    summary: 'The background jobs that failed on their last attempt (dead), newest first, with their last error',
    response: JobsAttentionResponse,
    errors: [],
  },
  adminRetryJob: {
    method: 'POST',
    path: '/api/admin/jobs/:id/retry',
    auth: { staff: 'settings' },
    tags: ['admin'],
    summary: 'Puts a dead job back in the queue with no attempts, due now (audited)',
    params: IdParams,
    response: RetryJobResponse,
    errors: ['not_found', 'action_not_allowed'],
  },
  devDeadJob: {
    method: 'POST',
    path: '/api/dev/jobs/dead',
    auth: 'none',
    devOnly: true,
    tags: ['dev'],
    summary: 'Writes a job that gave up (dead, with `error` as its last error), for the browser journeys',
    body: DevDeadJobBody,
    response: DevDeadJobResponse,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
