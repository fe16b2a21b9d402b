export {
  createJobRunner,
  enqueueJob,
  DUE_AT_ONCE,
  JOB_POLL_MS,
  RECURRING_KEY,
  type JobOutcome,
  type JobRow,
  type JobRunner,
  type OnceTask,
  type RecurringTask,
} from './job-runner';
export { DEFAULT_JOB_POLICY, backoffMs, nextTry, type JobPolicy } from './job-policy';
