import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolStats } from '../../db/client';
import { ADAPTERS, type AdapterName } from '../../shared/adapter-errors';
import type { Clock } from '../../shared/clock';
import type { JobOutcome } from '../../shared/jobs';
import { deadJobsByTask, dueJobsByTask, oldestPendingMessageSeconds } from './metrics.repository';

/** Request latency buckets, in seconds: from a cached page (5 ms) to a slow provider call (5 s). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** How long one scrape-time read may take before the scrape answers without it. */
export const COLLECT_TIMEOUT_MS = 2_000;

/** The labels of one answer: its method, its route's pattern (never the URL itself) and its status class. */
export interface RequestLabels {
  method: string;
  route: string;
  status: string;
}

type Source = 'jobs' | 'outbox';

/**
 * The app's own registry (never prom-client's global one, so several apps in one process keep apart) and every metric
 * in it (docs/decisions/116-metrics.md). Request counts and adapter errors are counted as they happen; the database
 * pool is read when scraped; the job queue and the texts' outbox are read by `refresh()` before each scrape.
 */
export function createShopMetrics(deps: { database: Database; clock: Clock; log: FastifyBaseLogger }) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP answers by method, route pattern and status class (2xx, 3xx, 4xx, 5xx)',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer sent, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const serverErrors = new Counter({
    name: 'http_errors_total',
    help: 'HTTP answers with a 5xx status, by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const adapterErrors = new Counter({
    name: 'adapter_errors_total',
    help: "Failed calls of a real third party's adapter (payments: Razorpay, courier: Shiprocket, sms: MSG91)",
    labelNames: ['adapter'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'jobs_run_total',
    help: 'Background job runs this process finished, by task and outcome (done, retry, dead)',
    labelNames: ['task', 'outcome'] as const,
    registers,
  });
  // Every adapter from zero, so rate() sees the first failure.
  for (const adapter of ADAPTERS) adapterErrors.inc({ adapter }, 0);
  const collectErrors = new Counter({
    name: 'metrics_collect_errors_total',
    help: 'Scrape-time database reads that failed or took too long (that scrape leaves out or NaNs their gauges)',
    labelNames: ['source'] as const,
    registers,
  });
  for (const source of ['jobs', 'outbox'] as const) collectErrors.inc({ source }, 0);

  registerPoolGauges(registry, deps.database);

  const jobsWaiting = new Gauge({
    name: 'jobs_waiting',
    help: 'Queued background jobs that are due and wait for a runner, by task',
    labelNames: ['task'] as const,
    registers,
  });
  const jobsFailed = new Gauge({
    name: 'jobs_failed',
    help: 'Background jobs that failed on their last attempt and wait for staff (state dead), by task',
    labelNames: ['task'] as const,
    registers,
  });
  const oldestDueJob = new Gauge({
    name: 'jobs_oldest_due_age_seconds',
    help: 'How long the oldest due background job has waited for a runner (0: none waits)',
    registers,
  });
  const oldestPendingText = new Gauge({
    name: 'order_messages_oldest_pending_age_seconds',
    help: 'How long the oldest order text written but not yet sent has waited (0: none waits)',
    registers,
  });
  /** Tasks seen in an earlier scrape: a task whose jobs are all gone then reads 0 rather than vanishing. */
  const tasksSeen = new Set<string>();

  async function readJobs(now: Date) {
    const [due, dead] = await Promise.all([dueJobsByTask(deps.database.db, now), deadJobsByTask(deps.database.db)]);
    for (const task of [...due.map((row) => row.task), ...dead.map((row) => row.task)]) tasksSeen.add(task);
    for (const task of tasksSeen) {
      jobsWaiting.set({ task }, due.find((row) => row.task === task)?.waiting ?? 0);
      jobsFailed.set({ task }, dead.find((row) => row.task === task)?.failed ?? 0);
    }
    oldestDueJob.set(Math.max(0, ...due.map((row) => row.oldestSeconds ?? 0)));
  }

  async function readOutbox(now: Date) {
    oldestPendingText.set(Math.max(0, (await oldestPendingMessageSeconds(deps.database.db, now)) ?? 0));
  }

  /**
   * One read; when it fails or hangs the failure is counted and its gauges say they do not know: those by task are
   * left out of this scrape, an age reads NaN (never a reassuring 0).
   */
  async function collect(source: Source, read: () => Promise<void>, byTask: Gauge<'task'>[], ages: Gauge[]) {
    try {
      await withTimeout(read(), COLLECT_TIMEOUT_MS);
    } catch (error) {
      for (const gauge of byTask) gauge.reset();
      for (const gauge of ages) gauge.set(Number.NaN);
      collectErrors.inc({ source });
      deps.log.warn({ err: error, source }, 'a metrics read failed: its gauges are left out of this scrape');
    }
  }

  return {
    registry,
    /** Counts one answer (the route's pattern, never its URL). */
    observe(labels: RequestLabels, seconds: number) {
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (labels.status === '5xx') serverErrors.inc({ route: labels.route });
    },
    adapterFailed(adapter: AdapterName) {
      adapterErrors.inc({ adapter });
    },
    /** Counts one job run of this process (shared/jobs: the runner's `onRun`). */
    jobRan(task: string, outcome: JobOutcome) {
      jobRuns.inc({ task, outcome });
    },
    /** Reads the job queue and the texts' outbox for the scrape about to be answered. */
    async refresh() {
      const now = deps.clock.now();
      await Promise.all([
        collect('jobs', () => readJobs(now), [jobsWaiting, jobsFailed], [oldestDueJob]),
        collect('outbox', () => readOutbox(now), [], [oldestPendingText]),
      ]);
    },
  };
}
export type ShopMetrics = ReturnType<typeof createShopMetrics>;

/**
 * node-postgres's pool, read when scraped. PGlite has no pool (one connection inside this process): nothing is
 * reported for it, rather than numbers that look like a pool's.
 */
function registerPoolGauges(registry: Registry, database: Database) {
  const stats = database.poolStats?.bind(database);
  if (!stats) return;
  const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(stats()));
      },
    });
  gauge('db_pool_clients', 'PostgreSQL connections the pool holds open (busy or idle)', (s) => s.total);
  gauge('db_pool_idle_clients', 'PostgreSQL connections open and idle in the pool', (s) => s.idle);
  gauge('db_pool_waiting_requests', 'Queries waiting for a free PostgreSQL connection', (s) => s.waiting);
  gauge('db_pool_max_clients', 'The most connections the pool opens (DATABASE_POOL_SIZE)', (s) => s.max);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
