// The recurring jobs' rows (docs/decisions/075-one-job-runner.md) and the runs each process counted
// (jobs_run_total, docs/decisions/116-metrics.md), for the cluster test's once-per-turn check.
import { waitUntil } from './checkout-load';
import { metricsOf } from './process-metrics';
import type { TestDatabase } from './postgres';

export type RecurringRow = { task: string; runs: number; state: string };

export function recurringJobs(db: TestDatabase) {
  const rows = () => db.query<RecurringRow>("select task, runs, state from jobs where key = 'recurring' order by task");
  const park = () =>
    db.query("update jobs set run_at = now() + interval '1 day' where key = 'recurring' and state = 'queued'");
  return {
    rows,
    /** Every recurring row due now. */
    dueNow: () => db.query("update jobs set run_at = now() where key = 'recurring' and state = 'queued'"),
    /** No turn falls due on its own a day ahead; a run in progress ends first. */
    park,
    async parked() {
      await park();
      await waitUntil(
        'no recurring job running',
        async () => (await rows()).every((r) => r.state === 'queued'),
        60_000,
        {
          everyMs: 100,
        },
      );
      await park();
    },
  };
}

/** Each process's jobs_run_total summed over outcomes, by task. */
export async function runsByProcess(ports: readonly number[], token: string): Promise<Map<string, number>[]> {
  return Promise.all(
    ports.map(async (port) => {
      const counts = new Map<string, number>();
      for (const [, task, n] of (await metricsOf(port, token)).matchAll(
        /^jobs_run_total\{task="([^"]+)",[^}]*\} (\d+)$/gm,
      )) {
        counts.set(task as string, (counts.get(task as string) ?? 0) + Number(n));
      }
      return counts;
    }),
  );
}
