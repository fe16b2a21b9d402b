import type { AttentionJob } from '@vastra/domain/api';
import { BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { formatDateTimeIN } from '@vastra/domain/time';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { adminErrorMessage } from '../../api/admin-errors';
import { useJobsAttention, useRetryJob } from '../api/jobs-attention';

/**
 * "Needs attention": the background jobs that failed on every try and stopped (dead), each with its last error and a
 * Retry. Shown only to staff with `settings` (the caller decides) and only while there is such a job.
 */
export function AttentionPanel() {
  const titleId = useId();
  const attention = useJobsAttention(true);
  if (attention.isPending || (attention.isSuccess && attention.data.jobs.length === 0)) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 flex min-w-0 flex-col gap-3 rounded-card border border-danger bg-white p-4 shadow-xs"
    >
      <h2 id={titleId} className="text-base font-semibold text-danger">
        {M.jobsAttentionTitle}
      </h2>
      {attention.isError ? (
        <p role="alert" className="text-sm text-ink">
          {M.jobsLoadFailed}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">{M.jobsAttentionIntro}</p>
          <ul className="divide-y divide-line">
            {attention.data.jobs.map((job) => (
              <AttentionRow key={job.id} job={job} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AttentionRow({ job }: { job: AttentionJob }) {
  const retry = useRetryJob();
  const toast = useToast();
  const retryJob = async () => {
    try {
      const answer = await retry.mutateAsync(job.id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(adminErrorMessage(error));
    }
  };
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="min-w-0">
        <p className="font-medium text-ink">{job.label}</p>
        <p className="mt-1 text-sm text-muted">{M.jobLastFailed(formatDateTimeIN(job.updatedAt) ?? job.updatedAt)}</p>
        {job.lastError && (
          <p className="mt-1 font-mono text-sm break-words whitespace-pre-wrap text-ink">{job.lastError}</p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={M.jobRetryLabel(job.label)}
        onClick={() => void retryJob()}
        loading={retry.isPending}
      >
        {M.jobRetry}
      </Button>
    </li>
  );
}
