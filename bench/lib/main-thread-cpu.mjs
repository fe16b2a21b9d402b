// The page's main thread at its own CPU time (docs/decisions/154-main-thread-at-its-cpu-time.md).
//
// Lighthouse's simulation multiplies how long each main-thread task lasted on the clock. On a loaded 2-core host a
// task also lasts while the thread waits for a core that Chromium's browser and GPU processes, Lighthouse and the
// server are using: the trace records both, `dur` (the clock) and `tdur` (the thread's CPU time). These functions
// measure that gap and write a copy of the trace whose main-thread tasks last their CPU time.

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
  return {
    tasks: tasks.length,
    clockMs: sum(tasks, 'dur'),
    cpuMs: sum(tasks, 'tdur'),
    longTasks: long.length,
    longClockMs: sum(long, 'dur'),
    longCpuMs: sum(long, 'tdur'),
  };
}

/**
 * The trace with each top-level task of the page's main thread shortened to its CPU time (never lengthened): the
 * task's own events are squeezed in proportion from its start, so they stay inside it and in order. Other threads
 * and processes, and everything between the tasks, are left as they are. Changes `events` in place and answers it.
 */
export function mainThreadAtCpuTime(events) {
  const thread = pageMainThread(events);
  if (!thread) throw new Error('the trace has no first contentful paint');
  const onThread = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && typeof e.ts === 'number')
    .sort((a, b) => a.ts - b.ts);
  let next = 0;
  for (const task of topLevelTasksOf(events, thread)) {
    if (task.tdur === undefined) throw new Error('the trace has no thread times (tdur)');
    const factor = Math.min(1, task.tdur / task.dur);
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
