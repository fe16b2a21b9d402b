/** How the runner holds, retries and gives up on a job (docs/decisions/075-one-job-runner.md). */
export interface JobPolicy {
  /** How long a claim holds a job; a process that has not finished by then is taken for dead. */
  leaseMs: number;
  /** Tries before a job waits for staff (`dead`); a recurring task counts its failures in a row. */
  maxAttempts: number;
  /** The wait after the first failure, doubled after each further one… */
  backoffBaseMs: number;
  /** …up to this. */
  backoffMaxMs: number;
}

export const DEFAULT_JOB_POLICY: JobPolicy = {
  leaseMs: 10 * 60_000,
  maxAttempts: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
};

/** The wait after `attempts` failures: base, 2 × base, 4 × base… up to the most. */
export function backoffMs(attempts: number, policy: JobPolicy): number {
  const doublings = Math.max(0, attempts - 1);
  return Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** Math.min(doublings, 30));
}

/**
 * Where a claimed job goes after a run. Success: a recurring task is queued again `everyMs` later (its failures in a
 * row start again from 0), a once task is done. Failure: queued again after the back-off, or `dead` when that was
 * its last attempt.
 */
export function nextTry(
  run: { attempts: number; failed: boolean; recurringEveryMs?: number | undefined },
  policy: JobPolicy,
): { state: 'queued' | 'done' | 'dead'; afterMs: number } {
  if (!run.failed) {
    return run.recurringEveryMs === undefined
      ? { state: 'done', afterMs: 0 }
      : { state: 'queued', afterMs: run.recurringEveryMs };
  }
  if (run.attempts >= policy.maxAttempts) return { state: 'dead', afterMs: 0 };
  return { state: 'queued', afterMs: backoffMs(run.attempts, policy) };
}
