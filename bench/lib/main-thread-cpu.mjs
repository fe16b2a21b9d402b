// The page's main thread at its own CPU time (docs/decisions/154-main-thread-at-its-cpu-time.md).
//
// Lighthouse's simulation multiplies how long each main-thread task lasted on the clock. On a loaded 2-core host a
// task also lasts while the thread waits for a core that Chromium's browser and GPU processes, Lighthouse and the
// server are using: the trace records both, `dur` (the clock) and `tdur` (the thread's CPU time). These functions
// measure that gap and write a copy of the trace whose main-thread tasks last their CPU time.
//
// They also take out the trace's own work (docs/decisions/158-the-trace-own-work-not-the-page.md): Lighthouse records
// the categories `disabled-by-default-devtools.v8-source-rundown` and `...-sources`, for which V8 copies every
// script's source into the trace (`ScriptCatchup` events) on the page's main thread, work no shopper's browser does.

/** The renderer main thread that painted the page's first content: { pid, tid }, or null. */
function pageMainThread(events) {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint' && e.args?.frame).sort((a, b) => a.ts - b.ts)[0];
  return fcp ? { pid: fcp.pid, tid: fcp.tid } : null;
}

/** The thread's tasks that no other task of it contains, in order. */
function topLevelTasksOf(events, thread) {
  const tasks = events
    .filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask' && Number(e.dur) > 0,
    )
    .sort((a, b) => a.ts - b.ts);
  let end = Number.NEGATIVE_INFINITY;
  return tasks.filter((task) => {
    if (task.ts < end) return false;
    end = task.ts + task.dur;
    return true;
  });
}

/** The trace's own copying of the scripts' sources (V8's source rundown), not the page's work. */
const isTraceOwnWork = (e) => typeof e.cat === 'string' && e.cat.includes('devtools.v8-source-rundown');

/** Events that only wrap a task (the scheduler's own), which say nothing about what it did. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadController active']);

/**
 * Per top-level task of `thread`, the CPU time (µs) of the trace's own work in it. A task in which the trace recorded
 * nothing but its own copying is the trace's work whole: its CPU time (V8 writes the sources partly outside the
 * events' own scope, so their thread times undercount it). A task with other work counts the thread time of its
 * outermost such events. Answers a Map from task to that time; tasks without any are absent.
 */
function traceOwnWorkOf(events, thread, tasks) {
  const inner = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && !WRAPPERS.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  const out = new Map();
  let next = 0;
  for (const task of tasks) {
    while (next < inner.length && inner[next].ts < task.ts) next += 1;
    let own = 0;
    let other = false;
    let end = Number.NEGATIVE_INFINITY;
    for (; next < inner.length && inner[next].ts <= task.ts + task.dur; next += 1) {
      const event = inner[next];
      if (!isTraceOwnWork(event)) other = true;
      else if (event.ts >= end) {
        // Not inside another of the trace's own events (that one's time holds it).
        end = event.ts + (event.dur ?? 0);
        own += event.tdur ?? event.dur ?? 0;
      }
    }
    if (own > 0) out.set(task, other ? own : task.tdur);
  }
  return out;
}

/**
 * How the page's main-thread tasks spent their time: clock and CPU milliseconds of all its tasks, and of those longer
 * than `longMs` on the clock. Null when the trace has no first paint or no thread times.
 */
export function mainThreadTimes(events, { longMs = 12.5 } = {}) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const tasks = topLevelTasksOf(events, thread);
  if (tasks.length === 0 || tasks.some((t) => t.tdur === undefined)) return null;
  const sum = (list, key) => list.reduce((total, t) => total + t[key], 0) / 1000;
  const long = tasks.filter((t) => t.dur / 1000 > longMs);
  const own = traceOwnWorkOf(events, thread, tasks);
  return {
    tasks: tasks.length,
    clockMs: sum(tasks, 'dur'),
    cpuMs: sum(tasks, 'tdur'),
    longTasks: long.length,
    longClockMs: sum(long, 'dur'),
    longCpuMs: sum(long, 'tdur'),
    traceOwnCpuMs: [...own.values()].reduce((total, us) => total + us, 0) / 1000,
  };
}

/**
 * The trace with each top-level task of the page's main thread shortened to its CPU time less the trace's own work
 * inside it (never lengthened): the task's own events are squeezed in proportion from its start, so they stay inside
 * it and in order. Other threads and processes, and everything between the tasks, are left as they are. Changes
 * `events` in place and answers it.
 */
export function mainThreadAtCpuTime(events) {
  const thread = pageMainThread(events);
  if (!thread) throw new Error('the trace has no first contentful paint');
  const onThread = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && typeof e.ts === 'number')
    .sort((a, b) => a.ts - b.ts);
  const tasks = topLevelTasksOf(events, thread);
  if (tasks.some((task) => task.tdur === undefined)) throw new Error('the trace has no thread times (tdur)');
  const own = traceOwnWorkOf(events, thread, tasks);
  let next = 0;
  for (const task of tasks) {
    // At least 1 µs: a task that was nothing but the trace's own work stays a task.
    const factor = Math.min(1, Math.max(1, task.tdur - (own.get(task) ?? 0)) / task.dur);
    const start = task.ts;
    const end = task.ts + task.dur;
    while (next < onThread.length && onThread[next].ts < start) next += 1;
    for (let i = next; i < onThread.length && onThread[i].ts <= end; i += 1) {
      const event = onThread[i];
      if (event === task) continue;
      event.ts = start + (event.ts - start) * factor;
      if (typeof event.dur === 'number') event.dur *= factor;
    }
    task.dur *= factor;
  }
  return events;
}
